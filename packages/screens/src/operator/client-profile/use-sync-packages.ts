// "Sünkroniseeri pakendid" (spec operator §7: POST administrator/client/{id}/sync-packages/ with migrate_all
// true; the answer's data shown as a message; it runs in the background and an e-mail is sent when done).
// Sent once however often pressed; the answer or the failure in the page's alert (one id: a new one replaces it).
import { useSyncClientPackages } from '@epp/api/hooks';
import { answerMessageText } from '@epp/core';
import { message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { usePageAlerts } from '../../kit';

const K = 'screens.operator.clientBusiness';
const ALERT = 'client-sync-packages';

export function useSyncPackages(clientId: number) {
  const alerts = usePageAlerts();
  const sync = useSyncClientPackages();
  const run = useSubmitOnce(async () => {
    alerts.dismiss(ALERT);
    try {
      const answer = await sync.mutateAsync({ params: { client_id: clientId }, body: { migrate_all: true } });
      const text = answerMessageText(answer);
      // the server's own words where it sent any; else that the sync has started
      alerts.success(text === null ? message(`${K}.syncStarted`) : message('errors.server', { reason: text }), {
        id: ALERT,
      });
    } catch (error) {
      alerts.error(failureMessage(`${K}.syncFailed`, error), { id: ALERT });
    }
  });
  return { sync: () => void run.run(), isSyncing: run.isPending };
}
