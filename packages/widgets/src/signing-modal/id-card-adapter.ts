// The ID-card in a browser goes through hwcrypto.js: it finds the browser's ID-card extension (the Web eID or the
// older token signing extension, both of which put `TokenSigning` into the page) and answers the spec's ID-card
// error codes. The kit bundles hwcrypto-js (hwcrypto.generated.ts) and loads it only when the card is used; a
// page that has its own `window.hwcrypto` (an injected implementation) is given that one instead. The adapter
// is injected as a whole so stories and tests can play each error code: raise an Error whose message is the
// code (as hwcrypto does) or a plain code string.

import type { IdCardLanguage } from '@epp/core';

export interface IdCardAdapter {
  /** The signing certificate (hex). */
  getCertificate: (lang: IdCardLanguage) => Promise<{ hex: string }>;
  /** Signs a SHA-256 hash (hex) with the certificate; answers the signature (hex). */
  sign: (certificate: { hex: string }, hashHex: string, lang: IdCardLanguage) => Promise<{ hex: string }>;
}

/** hwcrypto.js's interface (its API v1), as far as the kit uses it. */
export interface Hwcrypto {
  getCertificate: (options: { lang: string }) => Promise<{ hex: string }>;
  sign: (
    cert: { hex: string },
    hash: { type: string; hex: string },
    options: { lang: string },
  ) => Promise<{ hex: string }>;
}

/** Dokobit answers the hash to sign in base64; the card software wants hex. */
export function base64ToHex(base64: string): string {
  return Array.from(atob(base64), (char) => char.charCodeAt(0).toString(16).padStart(2, '0')).join('');
}

let bundled: Promise<Hwcrypto> | undefined;

/** The bundled hwcrypto-js, a chunk of its own; fetched again after a failed load. */
export function loadBundledHwcrypto(): Promise<Hwcrypto> {
  bundled ??= import('./hwcrypto.generated').then((module) => module.default as unknown as Hwcrypto);
  bundled.catch(() => {
    bundled = undefined;
  });
  return bundled;
}

/**
 * The browser's ID-card software: the page's own `window.hwcrypto` when it has one, else the bundled
 * hwcrypto-js (`load`), fetched with the first call. Without an extension hwcrypto answers no_implementation,
 * and on a page not served over https not_allowed.
 */
export function browserIdCard(
  scope: { hwcrypto?: unknown } = globalThis as { hwcrypto?: unknown },
  load: () => Promise<Hwcrypto> = loadBundledHwcrypto,
): IdCardAdapter {
  const hwcrypto = async () => (scope.hwcrypto ? (scope.hwcrypto as Hwcrypto) : load());
  return {
    getCertificate: async (lang) => (await hwcrypto()).getCertificate({ lang }),
    sign: async (certificate, hashHex, lang) =>
      (await hwcrypto()).sign(certificate, { type: 'SHA-256', hex: hashHex }, { lang }),
  };
}
