// Back from the payment provider: /invoices?payment_reference=… reads the payment's state (GET
// everypay/payment/{reference}/) and says how it went (spec §4 "Payment", §8 "Payment return").
import { usePaymentState } from '@epp/api/hooks';
import { paymentOutcome } from '@epp/core';
import { message, type TranslationKey } from '@epp/i18n';
import type { AlertTone } from '@epp/ui';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useLoadFailureAlert, usePageAlerts } from '../../kit';

/** The address parameter the provider adds to customer_url. */
export const PAYMENT_REFERENCE_PARAM = 'payment_reference';

const OUTCOME_ALERTS: Record<ReturnType<typeof paymentOutcome>, { tone: AlertTone; key: TranslationKey }> = {
  paid: { tone: 'success', key: 'screens.client.invoices.paymentReturn.settled' },
  cancelled: { tone: 'error', key: 'errors.payment.cancelled' },
  pending: { tone: 'info', key: 'errors.payment.notConfirmed' },
};

export function usePaymentReturnAlert(): void {
  const [params] = useSearchParams();
  const reference = params.get(PAYMENT_REFERENCE_PARAM) ?? '';
  const state = usePaymentState({ params: { reference } }, { enabled: reference !== '' });
  const alerts = usePageAlerts();
  useLoadFailureAlert(state, 'screens.client.invoices.paymentReturn.loadError');
  const paymentState = state.data?.payment_state;
  useEffect(() => {
    if (paymentState === undefined) return;
    const { tone, key } = OUTCOME_ALERTS[paymentOutcome(paymentState)];
    alerts.show({ id: 'invoices-payment-return', tone, title: message(key) });
  }, [alerts, paymentState]);
}
