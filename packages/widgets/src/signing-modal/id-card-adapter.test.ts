import { readFileSync } from 'node:fs';
import { ID_CARD_ERROR_CODES, ID_CARD_MESSAGES, idCardMessage, raisedIdCardCode } from '@epp/core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GENERATED_FILE, hwcryptoModule } from '../../../../scripts/hwcrypto-module.mjs';
import type { Hwcrypto } from './id-card-adapter';

/** A fresh copy of the adapter and of the bundled hwcrypto-js (which keeps the extension it found). */
async function freshAdapter() {
  vi.resetModules();
  return import('./id-card-adapter');
}

/**
 * The page around hwcrypto-js in Node: `window` with the extension's `TokenSigning` (when given) and the page's
 * protocol. `fail` makes the extension reject a call with a code, as the extension does (an Error of the code).
 */
function page({ protocol = 'https:', extension = true, fail = {} as Partial<Record<'cert' | 'sign', string>> } = {}) {
  const calls: unknown[] = [];
  class TokenSigning {
    getVersion = async () => '1.1.0';
    getCertificate = async (options: unknown) => {
      calls.push(['cert', options]);
      if (fail.cert) throw new Error(fail.cert);
      return { hex: 'c0ffee' };
    };
    sign = async (cert: { hex: string }, hash: { type: string; hex: string }, options: unknown) => {
      calls.push(['sign', cert.hex, hash.type, hash.hex, options]);
      if (fail.sign) throw new Error(fail.sign);
      return { hex: '5e' };
    };
  }
  vi.stubGlobal('window', { addEventListener: () => undefined, ...(extension ? { TokenSigning } : {}) });
  vi.stubGlobal('location', { protocol });
  return calls;
}

/** The codes hwcrypto.js answers (the rest of the spec's list are the login service's and the generic text). */
const CARD_CODES = ID_CARD_ERROR_CODES.filter((code) => !code.startsWith('login_') && code !== 'generic');

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('browserIdCard: which hwcrypto', () => {
  it("uses the page's own window.hwcrypto and never loads the bundled one", async () => {
    const { browserIdCard } = await freshAdapter();
    const calls: unknown[] = [];
    const hwcrypto: Hwcrypto = {
      getCertificate: async (options) => {
        calls.push(options);
        return { hex: 'c0' };
      },
      sign: async (_cert, hash, options) => {
        calls.push(hash, options);
        return { hex: '5e' };
      },
    };
    const load = vi.fn(async () => hwcrypto);
    const card = browserIdCard({ hwcrypto }, load);
    await expect(card.getCertificate('LIT')).resolves.toEqual({ hex: 'c0' });
    await expect(card.sign({ hex: 'c0' }, 'abcd', 'RUS')).resolves.toEqual({ hex: '5e' });
    expect(calls).toEqual([{ lang: 'LIT' }, { type: 'SHA-256', hex: 'abcd' }, { lang: 'RUS' }]);
    expect(load).not.toHaveBeenCalled();
  });

  it('without one, loads the bundled hwcrypto-js with the first call, not before', async () => {
    const { browserIdCard } = await freshAdapter();
    const calls = page();
    const load = vi.fn(async () => (await import('./hwcrypto.generated')).default as unknown as Hwcrypto);
    const card = browserIdCard({}, load);
    expect(load).not.toHaveBeenCalled();
    await expect(card.getCertificate('EST')).resolves.toMatchObject({ hex: 'c0ffee' });
    expect(load).toHaveBeenCalledOnce();
    expect(calls).toEqual([['cert', { lang: 'EST' }]]);
  });

  it('a failed load of the chunk is a technical error, and the next call loads it again', async () => {
    const { browserIdCard, loadBundledHwcrypto } = await freshAdapter();
    page();
    const card = browserIdCard({}, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await card.getCertificate('EST').then(
      () => expect.unreachable(),
      (error) => expect(raisedIdCardCode(error)).toBe('technical_error'),
    );
    await expect(loadBundledHwcrypto()).resolves.toHaveProperty('getCertificate');
  });
});

describe('the bundled hwcrypto-js with the browser extension', () => {
  it('gets the certificate and signs the hash (SHA-256, hex) through the extension', async () => {
    const { browserIdCard } = await freshAdapter();
    const calls = page();
    const card = browserIdCard({});
    const certificate = await card.getCertificate('EST');
    expect(certificate.hex).toBe('c0ffee');
    await expect(card.sign(certificate, 'abcd', 'EST')).resolves.toMatchObject({ hex: '5e' });
    expect(calls).toEqual([
      ['cert', { lang: 'EST' }],
      ['sign', 'c0ffee', 'SHA-256', 'abcd', { lang: 'EST' }],
    ]);
  });

  it.each(CARD_CODES)('the extension answering %s reads as that code and its message', async (code) => {
    const { browserIdCard } = await freshAdapter();
    page({ fail: { cert: code, sign: code } });
    const card = browserIdCard({});
    for (const call of [() => card.getCertificate('EST'), () => card.sign({ hex: 'c0ffee' }, 'abcd', 'EST')]) {
      const raised = await call().then(
        () => expect.unreachable(),
        (error: unknown) => error,
      );
      expect(raisedIdCardCode(raised)).toBe(code);
      expect(idCardMessage(raised, 'et')).toBe(ID_CARD_MESSAGES[code].EST);
    }
  });

  it('an error code of the extension the spec does not know (driver_error) is a technical error', async () => {
    const { browserIdCard } = await freshAdapter();
    page({ fail: { sign: 'driver_error' } });
    const raised = await browserIdCard({})
      .sign({ hex: 'c0ffee' }, 'abcd', 'EST')
      .catch((error: unknown) => error);
    expect(raisedIdCardCode(raised)).toBe('technical_error');
  });

  it('without the extension: no_implementation', async () => {
    const { browserIdCard } = await freshAdapter();
    page({ extension: false });
    await expect(browserIdCard({}).getCertificate('EST')).rejects.toThrow('no_implementation');
  });

  it('on a page not served over https: not_allowed, before the extension is asked', async () => {
    const { browserIdCard } = await freshAdapter();
    const calls = page({ protocol: 'http:' });
    await expect(browserIdCard({}).getCertificate('EST')).rejects.toThrow('not_allowed');
    await expect(browserIdCard({}).sign({ hex: 'c0ffee' }, 'abcd', 'EST')).rejects.toThrow('not_allowed');
    expect(calls).toEqual([]);
  });
});

describe('hwcrypto.generated.ts', () => {
  it('is the installed hwcrypto-js as a module (else run `node scripts/hwcrypto-module.mjs`)', () => {
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(hwcryptoModule());
  });
});
