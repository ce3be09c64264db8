// Paying one invoice or the whole balance (spec client §7 "Invoices and payment"): POST everypay/payment/, then
// the browser follows the redirect URL it answers to the card payment provider (in demo mode, the portal's demo
// payment page). The provider sends the payer back to /invoices?payment_reference=…
import { useStartPayment } from '@epp/api/hooks';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useState } from 'react';
import { usePageAlerts } from '../../kit';
import { routes } from '../../routes/route-table';

/** Leaves the portal for the payment provider's address. Stories pass their own to observe it. */
export type FollowRedirect = (url: string) => void;

/** The browser goes to the provider's page (a full page load: the provider is another site). */
export const followInBrowser: FollowRedirect = (url) => window.location.assign(url);

/** What is being paid: one invoice, or everything owed ("pay all"). */
export interface PaymentTarget {
  invoiceId: number | null;
  amount: number;
}

const START_FAILED_ALERT = 'invoices-payment-start';

export function useInvoicePayment(clientId: number | undefined, followRedirect: FollowRedirect) {
  const startPayment = useStartPayment();
  const alerts = usePageAlerts();
  const [paying, setPaying] = useState<PaymentTarget | null>(null);
  const payment = useSubmitOnce(async (target: PaymentTarget) => {
    if (clientId === undefined) return;
    alerts.dismiss(START_FAILED_ALERT);
    setPaying(target);
    try {
      const answer = await startPayment.mutateAsync({
        body: {
          amount: target.amount,
          client_id: clientId,
          // the provider sends the payer back here, adding payment_reference
          customer_url: new URL(routes.client.invoices.to(), window.location.origin).toString(),
          order_reference: `EPP-${clientId}-${target.invoiceId ?? 'all'}-${Date.now()}`,
          invoice_id: target.invoiceId,
        },
      });
      followRedirect(answer.url);
    } catch (error) {
      alerts.error(failureMessage('screens.client.invoices.payError', error), { id: START_FAILED_ALERT });
    } finally {
      setPaying(null);
    }
  });
  return {
    pay: (target: PaymentTarget) => void payment.run(target),
    /** The payment being started (its button shows progress; the others wait). */
    paying,
    isPending: payment.isPending,
  };
}
