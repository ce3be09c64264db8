import { useGenerateApplicationInvoice, useSendToTesting } from '@epp/api/hooks';
import { type Message, message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useState } from 'react';
import type { PageAlert } from '../../kit';
import type { ApplicationRow } from './registry-applications-columns';

const TEXT = {
  sent: 'screens.operator.registry.results.sent',
  failedTitle: 'errors.registry.sendToTestingList',
  failedLine: 'screens.operator.registry.results.line',
  unknownId: 'errors.registry.eanNotFound',
  invoiceGenerated: 'screens.operator.registryApplications.invoiceGenerated',
  invoiceFailed: 'screens.operator.registryApplications.invoiceFailed',
} as const;

/** What an action of the selection modal said: shown in the modal, then on the page once it closes. */
export type ActionOutcome = Omit<PageAlert, 'id' | 'onRetry' | 'body'>;

export interface ApplicationActionsOptions {
  /** The selected applications found in the list, as they were when the action started. */
  selected: readonly ApplicationRow[];
  /** Every package was sent: the list reloads (the call's invalidation) and the modal closes. */
  onAllSent: (outcome: ActionOutcome) => void;
}

/** One line per refused package: "{EAN} - {reason}" (an id the list does not know is named by its id). */
function failureLines(errors: readonly { id: number; reason: string }[], byId: ReadonlyMap<number, ApplicationRow>) {
  return errors.map(({ id, reason }): Message => {
    const row = byId.get(id);
    return row ? message(TEXT.failedLine, { ean: row.ean, reason }) : message(TEXT.unknownId, { id: String(id) });
  });
}

/**
 * The applications modal's two actions (spec operator §7 send-to-testing, generate-invoice-in-nav; §8): each
 * runs once at a time (useSubmitOnce). Sending answers the packages it refused; the rest were sent.
 */
export function useApplicationActions({ selected, onAllSent }: ApplicationActionsOptions) {
  const sendToTesting = useSendToTesting();
  const generateInvoice = useGenerateApplicationInvoice();
  const [outcomes, setOutcomes] = useState<readonly ActionOutcome[]>([]);

  // Rejects when the call itself fails: the confirmation shows why and may be retried.
  const send = useSubmitOnce(async () => {
    const byId = new Map(selected.map((row) => [row.record.id, row]));
    const answer = await sendToTesting.mutateAsync({ body: { ids: selected.map((row) => ({ id: row.record.id })) } });
    const refused = new Set(answer.errors.map((error) => error.id));
    const sentEans = selected.filter((row) => !refused.has(row.record.id)).map((row) => row.ean);
    const sentOutcome: ActionOutcome = {
      tone: 'success',
      title: message(TEXT.sent, { eans: sentEans.join(', ') }),
    };
    if (answer.errors.length === 0) {
      setOutcomes([]);
      onAllSent(sentOutcome);
      return;
    }
    const failed: ActionOutcome = {
      tone: 'error',
      title: message(TEXT.failedTitle),
      lines: failureLines(answer.errors, byId),
    };
    setOutcomes(sentEans.length > 0 ? [failed, sentOutcome] : [failed]);
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
