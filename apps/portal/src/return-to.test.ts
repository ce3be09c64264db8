import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isReturnPath, rememberReturnTo, takeReturnTo } from './return-to';

function tab() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('the way back after signing in again', () => {
  it('keeps a signed-in path with its filters, once', () => {
    const storage = tab();
    rememberReturnTo('/invoices?page=2&size=50', storage);
    expect(takeReturnTo(storage)).toBe('/invoices?page=2&size=50');
    expect(takeReturnTo(storage)).toBeUndefined();
  });

  it.each([
    '//evil.example/x',
    '/\\evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    '/\\',
    'https://evil.example/',
    'javascript:alert(1)',
    '/',
    '/login',
    '/login/email',
    '/forgot-password',
    'invoices',
  ])('never keeps %s', (path) => {
    const storage = tab();
    rememberReturnTo(path, storage);
    expect(takeReturnTo(storage)).toBeUndefined();
  });

  it('refuses a stored value planted by someone else that is not a portal path', () => {
    const storage = tab();
    storage.setItem('epp.portal.returnTo', '//evil.example');
    expect(takeReturnTo(storage)).toBeUndefined();
  });

  it('only ever gives a path on this origin', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((rest) => `/${rest}`),
        ),
        (path) => {
          const storage = tab();
          rememberReturnTo(path, storage);
          const taken = takeReturnTo(storage);
          if (taken !== undefined) expect(new URL(taken, 'https://portal.test').origin).toBe('https://portal.test');
          expect(isReturnPath(path)).toBe(taken !== undefined);
        },
      ),
    );
  });
});
