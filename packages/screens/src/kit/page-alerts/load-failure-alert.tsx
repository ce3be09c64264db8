import type { TranslationKey } from '@epp/i18n';
import { failureMessage } from '@epp/widgets/error-text';
import { useEffect, useId } from 'react';
import { usePageAlerts } from './page-alerts';

/** What of a load (a react-query result) the alert needs: its error and how to ask again. */
export interface FailingLoad {
  error: unknown;
  refetch: () => unknown;
}

/**
 * A load whose failure nothing on the page shows by itself (a look-up the page needs later, a form's options)
 * says it as a page alert — `key`, with the error's own text in its `{{error}}` slot — with a retry; the alert
 * goes once the load succeeds.
 */
export function useLoadFailureAlert(load: FailingLoad, key: TranslationKey): void {
  const alerts = usePageAlerts();
  const id = useId();
  const { error, refetch } = load;
  useEffect(() => {
    if (error === null || error === undefined) alerts.dismiss(id);
    else alerts.error(failureMessage(key, error), { id, onRetry: () => void refetch() });
  }, [alerts, id, error, key, refetch]);
}
