import { useGenerateApplicationInvoice, useSendToTesting } from '@epp/api/hooks';
import { message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useState } from 'react';
import type { PageAlert } from '../../kit';
import { sendToTestingAlerts } from '../../registry/test-lists';
import type { ApplicationRow } from './registry-applications-columns';

const TEXT = {
  invoiceGenerated: 'screens.operator.registryApplications.invoiceGenerated',
  invoiceFailed: 'screens.operator.registryApplications.invoiceFailed',
} as const;

/** What an action of the selection modal said: shown in the modal, then on the page once it closes. */
export type ActionOutcome = Omit<PageAlert, 'id' | 'onRetry' | 'body'>;

export interface ApplicationActionsOptions {
  /** The selected applications found in the list, as they were when the action started. */
  selected: readonly ApplicationRow[];
  /** Every package was sent: the modal closes (and the list reloads then). */
  onAllSent: (outcome: ActionOutcome) => void;
  /** Some were refused: the ones sent (package ids) leave the selection; the modal stays open. */
  onPartlySent: (sentIds: readonly string[]) => void;
}

/**
 * The applications modal's two actions (spec operator §7 send-to-testing, generate-invoice-in-nav; §8): each
 * runs once at a time (useSubmitOnce). Sending answers the packages it refused; the rest were sent.
 */
export function useApplicationActions({ selected, onAllSent, onPartlySent }: ApplicationActionsOptions) {
  const sendToTesting = useSendToTesting();
  const generateInvoice = useGenerateApplicationInvoice();
  const [outcomes, setOutcomes] = useState<readonly ActionOutcome[]>([]);

  // Rejects when the call itself fails: the confirmation shows why and may be retried.
  const send = useSubmitOnce(async () => {
    const ids = selected.map((row) => String(row.record.id));
    const answer = await sendToTesting.mutateAsync({ body: { ids: selected.map((row) => ({ id: row.record.id })) } });
    // The registry's one reading of the answer: the sent EANs, the refused ones "EAN - reason".
    const alerts = sendToTestingAlerts(ids, answer, new Map(selected.map((row) => [String(row.record.id), row.ean])));
    const failed = alerts.find((alert) => alert.tone === 'error');
    const sent = alerts.find((alert) => alert.tone === 'success');
    if (!failed) {
      setOutcomes([]);
      if (sent) onAllSent(sent);
      return;
    }
    // The refusals first: they are what the operator must act on.
    setOutcomes(sent ? [failed, sent] : [failed]);
    const refused = new Set(answer.errors.map((error) => String(error.id)));
    onPartlySent(ids.filter((id) => !refused.has(id)));
  });

  const invoice = useSubmitOnce(async () => {
    try {
      await generateInvoice.mutateAsync({ body: { ids: selected.map((row) => row.record.id) } });
      setOutcomes([{ tone: 'success', title: message(TEXT.invoiceGenerated) }]);
    } catch (error) {
      setOutcomes([{ tone: 'error', title: failureMessage(TEXT.invoiceFailed, error) }]);
    }
  });

  return {
    send,
    invoice,
    outcomes,
    /** Hands the outcomes over (to the page, when the modal closes) and forgets them here. */
    takeOutcomes: () => {
      setOutcomes([]);
      return outcomes;
    },
    isBusy: send.isPending || invoice.isPending,
  };
}
