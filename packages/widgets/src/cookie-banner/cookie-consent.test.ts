import { COOKIE_CONSENT_TTL_MS } from '@epp/core';
import { describe, expect, it } from 'vitest';
import {
  COOKIE_CONSENT_KEY,
  cookieConsentStorage,
  cookieConsentValue,
  cookieValue,
  hasCookieConsent,
} from './cookie-consent';

/** A `document.cookie` stand-in: writing one cookie adds or replaces it, reading gives them all. */
function fakeDocument(initial: Record<string, string> = {}) {
  const jar = new Map(Object.entries(initial));
  const written: string[] = [];
  return {
    written,
    get cookie() {
      return [...jar].map(([key, value]) => `${key}=${value}`).join('; ');
    },
    set cookie(line: string) {
      written.push(line);
      const [pair = ''] = line.split(';');
      const [key = '', value = ''] = pair.split('=');
      jar.set(key, value);
    },
  };
}

describe('cookieConsentStorage', () => {
  const now = Date.UTC(2026, 10, 24);

  it('keeps the consent in a first-party cookie for 30 days, as the cookie policy says', () => {
    const doc = fakeDocument();
    const storage = cookieConsentStorage(doc);
    expect(hasCookieConsent(storage.getItem(COOKIE_CONSENT_KEY), now)).toBe(false);
    storage.setItem(COOKIE_CONSENT_KEY, cookieConsentValue(now));
    expect(doc.written[0]).toBe(
      `${COOKIE_CONSENT_KEY}=${now + COOKIE_CONSENT_TTL_MS}; max-age=2592000; path=/; SameSite=Lax`,
    );
    expect(hasCookieConsent(storage.getItem(COOKIE_CONSENT_KEY), now + COOKIE_CONSENT_TTL_MS - 1)).toBe(true);
  });

  it.each(['dismiss', 'allow'])('reads the legacy cookieconsent_status=%s as consent', (value) => {
    const storage = cookieConsentStorage(fakeDocument({ cookieconsent_status: value }));
    expect(hasCookieConsent(storage.getItem(COOKIE_CONSENT_KEY), now)).toBe(true);
  });

  it('does not read a refused or unknown legacy value as consent', () => {
    expect(cookieConsentStorage(fakeDocument({ cookieconsent_status: 'deny' })).getItem(COOKIE_CONSENT_KEY)).toBeNull();
  });

  it('finds a cookie among others, decoded', () => {
    expect(cookieValue('a=1; b=x%20y; c=3', 'b')).toBe('x y');
    expect(cookieValue('a=1', 'b')).toBeNull();
  });
});
