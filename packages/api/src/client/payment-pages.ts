// Where the payment answer (POST everypay/payment/) may send the browser (issue #26): `window.location.assign`
// follows it, so any https host passed before. Only `https:` on one of the payment provider's hosts, named exactly
// (no subdomain, no lookalike: `pay.every-pay.eu.evil.example`), with no user info (`https://pay.every-pay.eu@evil`
// goes to evil) and no other port; or, when the host allows it, the page's own origin (the demo's payment page,
// the stories' fixtures that come straight back). Zod-free: the client that checks it is on the first route.

/** EveryPay's hosts: its live gateway and its test gateway (its API and its payment links live there). */
export const EVERYPAY_HOSTS = ['pay.every-pay.eu', 'igw-demo.every-pay.com'] as const;

export interface PaymentPages {
  /** Host names, exactly as in the address (lower case); EVERYPAY_HOSTS by default. */
  hosts: readonly string[];
  /** The page's own origin is allowed too: the demo's payment page (never a real deployment's). */
  ownOrigin?: boolean;
}

export const DEFAULT_PAYMENT_PAGES: PaymentPages = { hosts: EVERYPAY_HOSTS };

/** Whether `value` is an address the payment answer may send the browser to. */
export function isPaymentPageUrl(
  value: string,
  pages: PaymentPages,
  origin: string | undefined = globalThis.location?.origin,
): boolean {
  const base = origin && origin !== 'null' ? origin : undefined;
  if (!URL.canParse(value, base)) return false;
  const url = new URL(value, base);
  if (url.username !== '' || url.password !== '') return false;
  if (pages.ownOrigin && base !== undefined && url.origin === new URL(base).origin) return true;
  return url.protocol === 'https:' && url.port === '' && pages.hosts.includes(url.hostname);
}
