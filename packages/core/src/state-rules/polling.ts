// The login and signing flows' codes and pace, apart from the payment rules (payments.ts brings Decimal): a login
// page uses these at once and nothing of money (issue #17).

/** Login and signing status are polled every second. */
export const STATUS_POLL_INTERVAL_MS = 1000;

/** What to do with a polled status code: ok finishes, waiting polls again, anything else (canceled, errors) fails. */
export function pollStep(code: string | null | undefined): 'done' | 'poll-again' | 'failed' {
  if (code === 'ok') return 'done';
  return code === 'waiting' ? 'poll-again' : 'failed';
}

/** Sign-in and signing method codes; Smart-ID always in Estonia. */
export const SIGN_METHOD_CODES = { 'mobile-id': 1, 'smart-id': 2, 'id-card': 3, email: 4 } as const;
export const SMART_ID_COUNTRY = 'EE';
