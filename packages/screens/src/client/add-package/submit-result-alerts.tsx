import { useEppTranslation } from '@epp/i18n';
import { Alert, Link } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { routes } from '../../routes/route-table';
import { type FailedProduct, failedProductLine } from './application-outcome';
import type { SubmitResult } from './use-submit-pending-application';

/**
 * What a submit came to, beside the submit button: whenever an invoice was made (all or some packages went
 * in) the success alert asks to pay within 5 days; the failed packages are listed by EAN.
 */
export function SubmitResultAlerts({ result }: { result: SubmitResult | null }) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  if (result === null) return null;
  if ('error' in result)
    return <Alert tone="error" title={failureText('screens.client.addPackage.submitError', result.error)} />;
  const { outcome } = result;
  const lines = (failed: readonly FailedProduct[]) =>
    failed.map((product) => failedProductLine(product, (ean, reason) => t('errors.row', { ean, reason })));
  return (
    <>
      {(outcome.kind === 'submitted' || outcome.kind === 'partial') && (
        <Alert tone="success" title={t('screens.client.addPackage.submitted')}>
          {t('screens.client.addPackage.payWithin')}{' '}
          <Link href={routes.client.invoices.to()} variant="inline">
            {t('screens.client.addPackage.invoicesLink')}
          </Link>
        </Alert>
      )}
      {outcome.kind === 'partial' && (
        <Alert tone="warning" title={t('screens.client.addPackage.partial')} lines={lines(outcome.failed)} />
      )}
      {outcome.kind === 'failed' && (
        <Alert tone="error" title={t('screens.client.addPackage.allFailed')} lines={lines(outcome.failed)} />
      )}
    </>
  );
}
