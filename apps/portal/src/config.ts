import { EVERYPAY_HOSTS, type PaymentPages } from '@epp/api';

// The build's settings (vite.config.ts, src/build-mode.ts). The portal talks to the API at VITE_API_BASE_URL
// (e.g. https://portal.example/api/v1/); a demo build (VITE_DEMO=true; the dev server without an address) runs
// on the in-browser demo backend of @epp/fixtures, at the same base path. A build with neither fails.

// Whether this is the demo is `import.meta.env.EPP_DEMO`, read where it decides: the build writes the literal in
// its place, so a real build's bundler drops every demo branch, its import() included (a constant exported from
// here is not inlined everywhere: the demo's chunks stayed). scripts/check-production-dist.mjs holds it.

/** E-mail and password login (spec: "only for existing users, when enabled"): VITE_EMAIL_LOGIN=false turns it off. */
const emailLoginSetting = import.meta.env.VITE_EMAIL_LOGIN as string | undefined;

/** VITE_PAYMENT_HOSTS: the payment provider's hosts, comma-separated (EveryPay's by default). */
const paymentHostsSetting = import.meta.env.VITE_PAYMENT_HOSTS as string | undefined;

export const portalConfig = {
  apiBaseUrl: (import.meta.env.EPP_API_BASE_URL as string | undefined) ?? '/api/v1/',
  /** Where the payment answer may send the browser; the demo's own payment page in a demo build. */
  paymentPages: {
    hosts: paymentHosts(paymentHostsSetting),
    ownOrigin: import.meta.env.EPP_DEMO === true,
  } satisfies PaymentPages,
  emailLogin: emailLoginSetting !== 'false',
} as const;

/** The hosts of VITE_PAYMENT_HOSTS (`a.example, b.example`), lower case; EveryPay's when it is unset or empty. */
export function paymentHosts(setting: string | undefined): readonly string[] {
  const hosts = (setting ?? '')
    .split(',')
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== '');
  return hosts.length > 0 ? hosts : EVERYPAY_HOSTS;
}
