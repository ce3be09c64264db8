// The notice the operator's rPET report sends back to the list after a delete ("Aruande kustutamine
// õnnestus.", spec operator §4: deleting shows success and returns to the list): the kit's arrival notice.
import { type Message, message } from '@epp/i18n';
import { arrivalState, useArrivalNotice, usePageAlerts } from '../../kit';

const DELETED = 'screens.operator.rpetReport.deleted';

/** The route state the report's delete goes back to the list with. */
export const rpetDeletedState = () => arrivalState(message(DELETED));

const noticeOf = (notice: unknown): Message | null =>
  typeof notice === 'object' && notice !== null && 'key' in notice && notice.key === DELETED
    ? (notice as Message)
    : null;

/** The list says the notice it was opened with, once. */
export function useRpetListNotice(): void {
  const alerts = usePageAlerts();
  useArrivalNotice(noticeOf, (notice) => alerts.success(notice, { id: 'rpet-list-notice' }));
}
