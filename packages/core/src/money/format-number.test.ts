import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format-number';

describe('formatNumber', () => {
  it('writes Estonian numbers with a decimal comma, grouping from five digits with a no-break space', () => {
    expect(formatNumber(1234.56, 'et')).toBe('1234,56');
    expect(formatNumber('12345.5', 'et')).toBe('12\u00a0345,5');
    expect(formatNumber(-1234567, 'et')).toBe('\u22121\u00a0234\u00a0567');
  });

  it('writes English numbers with thousands commas and a decimal point', () => {
    expect(formatNumber(1234.56, 'en')).toBe('1,234.56');
    expect(formatNumber(-0.5, 'en')).toBe('-0.5');
  });

  it('rounds half away from zero to at most maxDecimals, without trailing zeros', () => {
    expect(formatNumber('1.005', 'en', { maxDecimals: 2 })).toBe('1.01');
    expect(formatNumber('2.50', 'et', { maxDecimals: 2 })).toBe('2,5');
    expect(formatNumber(7, 'et', { maxDecimals: 2 })).toBe('7');
  });

  it('leaves the grouping out for editing', () => {
    expect(formatNumber(12345.5, 'et', { grouping: false })).toBe('12345,5');
    expect(formatNumber(12345.5, 'en', { grouping: false })).toBe('12345.5');
  });

  it('agrees with Intl for whole numbers and two decimals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        const value = cents / 100;
        for (const [locale, intlLocale] of [
          ['et', 'et-EE'],
          ['en', 'en-GB'],
        ] as const) {
          const intl = new Intl.NumberFormat(intlLocale, { maximumFractionDigits: 2 }).format(value);
          expect(formatNumber(value, locale)).toBe(intl);
        }
      }),
    );
  });
});
