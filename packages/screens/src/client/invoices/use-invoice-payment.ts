// Paying one invoice or the whole balance (spec client §7 "Invoices and payment"): POST everypay/payment/, then
// the browser follows the redirect URL it answers to the card payment provider (in demo mode, the portal's demo
// payment page). The provider sends the payer back to /invoices?payment_reference=…
import { useStartPayment } from '@epp/api/hooks';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useEffect, useRef, useState } from 'react';
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
  // Once the provider's address is followed, the page stays until the browser has left it, which can take a
  // while on a slow network: every pay button stays disabled so a second press cannot start a second payment.
  const [leaving, setLeaving] = useState(false);
  const left = useRef(false);
  useEffect(() => {
    // Back from the provider through the browser's back/forward cache: this page is shown again as it was left.
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      left.current = false;
      setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  const payment = useSubmitOnce(async (target: PaymentTarget) => {
    if (clientId === undefined || left.current) return;
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
      left.current = true;
      setLeaving(true);
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
    /** A payment is being started or the browser is leaving for the provider: no button starts another. */
    isPending: payment.isPending || leaving,
  };
}
