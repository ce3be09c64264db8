import { COOKIE_CONSENT_TTL_MS } from '@epp/core';

/** Where the consent is kept: `cookieConsentStorage()` (the browser's cookies); a story or test passes its own. */
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

/**
 * The consent cookie of the portal's earlier version (the cookieconsent library): "dismiss" or "allow" means the
 * user accepted; its own expiry (the browser's) decides how long that lasts, so the banner does not ask again.
 */
export const LEGACY_CONSENT_COOKIE = 'cookieconsent_status';
const LEGACY_CONSENT_VALUES = new Set(['dismiss', 'allow']);

/** A cookie's value in a `document.cookie` string, or null. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * The consent kept where the cookie policy says it is: a first-party cookie (`epp-cookie-consent`, holding the
 * moment it ends, 30 days on), read together with the legacy `cookieconsent_status` cookie.
 */
export function cookieConsentStorage(doc: Pick<Document, 'cookie'> = document): ConsentStorage {
  return {
    getItem(key) {
      const own = cookieValue(doc.cookie, key);
      if (own !== null) return own;
      const legacy = cookieValue(doc.cookie, LEGACY_CONSENT_COOKIE);
      // A legacy consent counts while the browser keeps its cookie: an end no clock reaches.
      return legacy !== null && LEGACY_CONSENT_VALUES.has(legacy) ? String(Number.MAX_SAFE_INTEGER) : null;
    },
    setItem(key, value) {
      const seconds = Math.round(COOKIE_CONSENT_TTL_MS / 1000);
      doc.cookie = `${key}=${encodeURIComponent(value)}; max-age=${seconds}; path=/; SameSite=Lax`;
    },
  };
}
