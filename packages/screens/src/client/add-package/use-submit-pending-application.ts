import { useSubmitApplication } from '@epp/api/hooks';
import { useSubmitOnce } from '@epp/ui';
import { useState } from 'react';
import { type ApplicationOutcome, applicationOutcome } from './application-outcome';

/** What the last submit came to: the application's outcome, or the failure of the call itself. */
export type SubmitResult = { outcome: ApplicationOutcome } | { error: unknown };

/**
 * "Esita taotlus": sends the pending application's packages once (a second press while the first is on its
 * way does nothing) and keeps what came of it until the next submit.
 */
export function useSubmitPendingApplication(ids: readonly number[]) {
  const submitApplication = useSubmitApplication();
  const [result, setResult] = useState<SubmitResult | null>(null);
  const submit = useSubmitOnce(async () => {
    if (ids.length === 0) return;
    setResult(null);
    try {
      const answer = await submitApplication.mutateAsync({ body: { packages_list: [...ids] } });
      setResult({ outcome: applicationOutcome(ids, answer.failed_products) });
    } catch (error) {
      setResult({ error: error ?? new Error('failed') });
    }
  });
  return { ...submit, result };
}
