// 'Uuenda klassifikaatoreid' (GET administrator/sync-classifiers/, spec operator §2 "Settings", §7): one sync at
// a time however often pressed; it says how it went in the page's alert (one id, so a new answer replaces the
// last). The call refetches the classifier lists before it resolves (@epp/api's invalidations), so the result and
// the refreshed table show together.
import { useSyncClassifiers } from '@epp/api/hooks';
import { answerMessageText } from '@epp/core';
import { message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { usePageAlerts } from '../../kit';

const K = 'screens.operator.settings';
const ALERT = 'classifier-sync';

export function useClassifierSync() {
  const alerts = usePageAlerts();
  const sync = useSyncClassifiers();
  const once = useSubmitOnce(async () => {
    alerts.dismiss(ALERT);
    try {
      const answer = await sync.mutateAsync(undefined);
      const text = answerMessageText(answer);
      alerts.success(message(`${K}.synced`), { id: ALERT, ...(text === null ? {} : { lines: [text] }) });
    } catch (error) {
      alerts.error(failureMessage(`${K}.syncFailed`, error), { id: ALERT, onRetry: start });
    }
  });
  function start() {
    void once.run();
  }
  return { sync: start, isSyncing: once.isPending };
}
