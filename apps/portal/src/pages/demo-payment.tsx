// Demo mode only: the stand-in for the card payment provider. The demo backend's startPayment sends the payer
// here (/demo/payment?reference=…); "Pay" settles the payment (the demo marks its invoices paid), "Cancel"
// abandons it, and either goes back to the portal's /invoices?payment_reference=…, as the provider would.
import { useApiClient } from '@epp/api';
import { formatMoney } from '@epp/core';
import {
  type DemoPayment,
  demoPaymentEndpoint,
  demoPaymentOutcomeEndpoint,
} from '@epp/fixtures/demo/payment-endpoints';
import { DEMO_PAYMENT_REFERENCE_PARAM } from '@epp/fixtures/demo/payment-page';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { PublicLayout } from '@epp/screens/public';
import { Alert, Button, Link, Spinner, useSubmitOnce } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useSearchParams } from 'react-router';

/** Leaves for the portal's return address with a page load, as a provider's redirect does. */
const goBack = (payment: DemoPayment) => window.location.assign(payment.return_url);

export default function DemoPaymentPage() {
  const { t } = useEppTranslation();
  const language = useInterfaceLanguage();
  const { failureText } = useErrorText();
  const client = useApiClient();
  const [params] = useSearchParams();
  const reference = params.get(DEMO_PAYMENT_REFERENCE_PARAM) ?? '';
  const payment = useQuery({
    queryKey: ['demo-payment', reference],
    queryFn: () => client.request(demoPaymentEndpoint, { params: { reference } }),
    enabled: reference !== '',
    retry: false,
  });
  const [finishError, setFinishError] = useState<unknown>(null);
  const finish = useSubmitOnce(async (outcome: 'settled' | 'abandoned') => {
    setFinishError(null);
    try {
      goBack(await client.request(demoPaymentOutcomeEndpoint, { params: { reference }, body: { outcome } }));
    } catch (error) {
      setFinishError(error);
    }
  });
  const data = payment.data;

  return (
    <PublicLayout title={t('portal.demoPayment.title')}>
      <p>{t('portal.demoPayment.text')}</p>
      {reference === '' && <Alert tone="error" title={t('portal.demoPayment.noReference')} />}
      {payment.error && (
        <Alert tone="error" title={failureText('portal.demoPayment.loadError', payment.error)}>
          <Button variant="secondary" size="sm" onPress={() => void payment.refetch()}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      )}
      {payment.isLoading && <Spinner label={t('portal.demoPayment.loading')} />}
      {finishError !== null && (
        <Alert tone="error" title={failureText('portal.demoPayment.finishError', finishError)} />
      )}
      {data && (
        <>
          <p>
            <strong>{t('portal.demoPayment.amount', { amount: formatMoney(data.amount, language) })}</strong>
            <br />
            {t('portal.demoPayment.reference', { reference: data.reference })}
          </p>
          {data.state === 'initial' ? (
            <p>
              <Button isPending={finish.isPending} onPress={() => void finish.run('settled')}>
                {t('portal.demoPayment.pay')}
              </Button>{' '}
              <Button variant="secondary" isDisabled={finish.isPending} onPress={() => void finish.run('abandoned')}>
                {t('portal.demoPayment.cancel')}
              </Button>
            </p>
          ) : (
            <Alert tone="info" title={t('portal.demoPayment.finished')}>
              <Link href={data.return_url}>{t('portal.demoPayment.back')}</Link>
            </Alert>
          )}
        </>
      )}
    </PublicLayout>
  );
}
