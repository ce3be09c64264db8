import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { coverage, withId, withIds } from './id-set';
import { compareBasic, compareDigits, compareNumbers, compareText } from './sort-fns';

describe('comparators', () => {
  it('orders digit strings as numbers without parsing them', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), fc.bigInt({ min: 0n, max: 10n ** 14n }), (a, b) => {
        const expected = a < b ? -1 : a > b ? 1 : 0;
        expect(Math.sign(compareDigits(String(a), String(b)))).toBe(expected);
      }),
    );
    expect(['4740000000017', '47400017', '4740000000000'].sort(compareDigits)).toEqual([
      '47400017',
      '4740000000000',
      '4740000000017',
    ]);
  });

  it('orders ISO dates and periods as written', () => {
    expect(['2026-11-20', '2024-02-29', '2025-01-01'].sort(compareBasic)).toEqual([
      '2024-02-29',
      '2025-01-01',
      '2026-11-20',
    ]);
  });

  it('orders names in Estonian alphabetical order, ignoring case', () => {
    expect(['Zeta', 'õun', 'Šokolaad', 'sidrun', 'Ülo', 'apelsin'].sort(compareText)).toEqual([
      'apelsin',
      'sidrun',
      'Šokolaad',
      'Zeta',
      'õun',
      'Ülo',
    ]);
  });

  it('puts missing numbers first', () => {
    expect([3, null, 1.5].sort(compareNumbers)).toEqual([null, 1.5, 3]);
  });
});

describe('id sets', () => {
  it('adds and removes ids without changing the old set', () => {
    const none = new Set<string>();
    const one = withId(none, 'a', true);
    expect([...one]).toEqual(['a']);
    expect(none.size).toBe(0);
    expect(withId(one, 'a', true)).toBe(one);
    expect([...withIds(one, ['b', 'c'], true)]).toEqual(['a', 'b', 'c']);
    expect([...withIds(new Set(['a', 'b', 'c']), ['a', 'c'], false)]).toEqual(['b']);
  });

  it('says how much of a page is chosen', () => {
    expect(coverage(new Set(['a']), [])).toBe('none');
    expect(coverage(new Set(['x']), ['a', 'b'])).toBe('none');
    expect(coverage(new Set(['a']), ['a', 'b'])).toBe('some');
    expect(coverage(new Set(['a', 'b', 'z']), ['a', 'b'])).toBe('all');
  });
});
