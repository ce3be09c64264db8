import { COOKIE_CONSENT_TTL_MS } from '@epp/core';

/** Where the consent is kept: `window.localStorage` fits, a story or test passes its own. */
export interface ConsentStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The storage key of the consent by default. */
export const COOKIE_CONSENT_KEY = 'epp-cookie-consent';

/** What is stored when the user accepts at `now` (epoch ms): the moment the consent ends, 30 days on. */
export function cookieConsentValue(now: number): string {
  return String(now + COOKIE_CONSENT_TTL_MS);
}

/** A stored consent counts until its end (not at the end itself); anything unreadable counts as none. */
export function hasCookieConsent(stored: string | null, now: number): boolean {
  if (stored === null || !/^\d+$/.test(stored)) return false;
  return now < Number(stored);
}
