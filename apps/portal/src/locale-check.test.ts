import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import fc from 'fast-check';
import type { TransformResult } from 'vite';
import { describe, expect, it } from 'vitest';
import { localeCheckPlugin } from './locale-check';

const require = createRequire(import.meta.url);
const moduleFile = path.join(
  path.dirname(require.resolve('react-aria/package.json')),
  'dist/private/i18n/useDefaultLocale.mjs',
);

function transform(code: string, id: string) {
  const hook = localeCheckPlugin().transform as (code: string, id: string) => TransformResult | null;
  return hook(code, id);
}

const throws = (check: () => unknown) => {
  try {
    check();
    return false;
  } catch {
    return true;
  }
};

describe('the build’s locale check for react-aria', () => {
  it('replaces the installed react-aria’s supportedLocalesOf call, and only in that module', () => {
    const code = readFileSync(moduleFile, 'utf8');
    const result = transform(code, moduleFile);
    expect(result?.code).toContain('Intl.getCanonicalLocales(');
    expect(result?.code).not.toContain('supportedLocalesOf');
    expect(transform(code, '/somewhere/else.mjs')).toBeNull();
  });

  it('fails the build when react-aria no longer makes the call, rather than losing the saving unnoticed', () => {
    expect(() => transform('export const x = 1;', moduleFile)).toThrow(/no longer calls/);
  });

  it('rejects exactly the tags the original rejects (react-aria then falls back to en-US)', () => {
    const tag = fc.oneof(
      fc.constantFrom('et', 'et-EE', 'en-US', 'en', 'zh-Hant-TW', 'x-private', 'i-klingon', 'de-DE-u-co-phonebk', ''),
      fc.string({ maxLength: 12 }),
      fc.stringMatching(/^[a-zA-Z]{1,9}(-[a-zA-Z0-9]{1,9}){0,3}$/),
    );
    fc.assert(
      fc.property(tag, (locale) => {
        expect(throws(() => Intl.getCanonicalLocales([locale]))).toBe(
          throws(() => Intl.DateTimeFormat.supportedLocalesOf([locale])),
        );
      }),
      { numRuns: 500 },
    );
  });
});
