// The ID-card in a browser goes through the hwcrypto-style web extension (window.hwcrypto). It is injected
// as an adapter so stories and tests can play each ID-card error code; raise an Error whose message is the
// code (as hwcrypto does) or a plain code string.

import type { IdCardLanguage } from '@epp/core';

export interface IdCardAdapter {
  /** The signing certificate (hex). */
  getCertificate: (lang: IdCardLanguage) => Promise<{ hex: string }>;
  /** Signs a SHA-256 hash (hex) with the certificate; answers the signature (hex). */
  sign: (certificate: { hex: string }, hashHex: string, lang: IdCardLanguage) => Promise<{ hex: string }>;
}

interface Hwcrypto {
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

/** The browser's ID-card software; without it every call fails with no_implementation. */
export function browserIdCard(scope: { hwcrypto?: unknown } = globalThis as { hwcrypto?: unknown }): IdCardAdapter {
  const hwcrypto = () => {
    if (!scope.hwcrypto) throw new Error('no_implementation');
    return scope.hwcrypto as Hwcrypto;
  };
  return {
    getCertificate: async (lang) => hwcrypto().getCertificate({ lang }),
    sign: async (certificate, hashHex, lang) =>
      hwcrypto().sign(certificate, { type: 'SHA-256', hex: hashHex }, { lang }),
  };
}
