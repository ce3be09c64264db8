// The operator's two reminders (spec operator §7): an invoice's again, and the client's summary invoice. Each
// is sent once however often pressed, and says how it went in the page's alert (one id each, so a new answer
// replaces the last).
import { useSendInvoiceReminder, useSendSummaryInvoice } from '@epp/api/hooks';
import { message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useCallback, useState } from 'react';
import type { InvoiceListRow } from '../../invoices';
import { usePageAlerts } from '../../kit';

const K = 'screens.operator.clientInvoices';
const ALERT = { reminder: 'client-invoice-reminder', summary: 'client-invoice-summary' } as const;

export function useInvoiceReminders(clientId: number) {
  const alerts = usePageAlerts();
  const sendReminder = useSendInvoiceReminder();
  const sendSummary = useSendSummaryInvoice();
  const [sendingId, setSendingId] = useState<number | null>(null);

  const reminder = useSubmitOnce(async (row: InvoiceListRow) => {
    setSendingId(row.id);
    alerts.dismiss(ALERT.reminder);
    try {
      await sendReminder.mutateAsync({ params: { invoice_id: row.id } });
      alerts.success(message(`${K}.reminderSent`), { id: ALERT.reminder });
    } catch (error) {
      alerts.error(failureMessage(`${K}.reminderFailed`, error), { id: ALERT.reminder });
    } finally {
      setSendingId(null);
    }
  });

  const summary = useSubmitOnce(async () => {
    alerts.dismiss(ALERT.summary);
    try {
      await sendSummary.mutateAsync({ params: { client_id: clientId } });
      alerts.success(message(`${K}.summarySent`), { id: ALERT.summary });
    } catch (error) {
      alerts.error(failureMessage(`${K}.summaryFailed`, error), { id: ALERT.summary });
    }
  });

  const { run: runReminder } = reminder;
  const { run: runSummary } = summary;
  return {
    // stable, so the table's cell context changes only with the row being sent
    sendReminder: useCallback((row: InvoiceListRow) => void runReminder(row), [runReminder]),
    sendingId,
    sendSummary: useCallback(() => void runSummary(), [runSummary]),
    isSendingSummary: summary.isPending,
  };
}
