// The notice the operator's report page sends back to the list after a delete ("Aruanne … kustutatud."), shown
// there once (the kit's arrival notice).
import { type Message, message } from '@epp/i18n';
import { arrivalState, useArrivalNotice, usePageAlerts } from '../../kit';

/** The route state of the list a deleted report's page goes back to. */
export function additionalDepositDeletedState(company: string, period: string) {
  return arrivalState(message('screens.operator.additionalDepositReport.deleted', { company, period }));
}

function deletedNoticeOf(notice: unknown): Message | null {
  if (typeof notice !== 'object' || notice === null || !('key' in notice)) return null;
  return notice.key === 'screens.operator.additionalDepositReport.deleted' ? (notice as Message) : null;
}

/** The list says, once, which report was deleted on the page it came back from. */
export function useAdditionalDepositDeletedNotice(): void {
  const alerts = usePageAlerts();
  useArrivalNotice(deletedNoticeOf, (notice) => alerts.success(notice, { id: 'additional-deposit-deleted' }));
}
