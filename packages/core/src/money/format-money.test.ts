import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from './decimal';
import { formatMoney } from './format-money';

const intl = (locale: string, digits: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

describe('formatMoney', () => {
  it('writes Estonian amounts with no-break spaces, a decimal comma and U+2212 minus', () => {
    expect(formatMoney('-12345.5', 'et')).toBe('\u221212\u00a0345,50\u00a0€');
    expect(formatMoney('1234.5', 'et')).toBe('1234,50\u00a0€');
    expect(formatMoney('0', 'et')).toBe('0,00\u00a0€');
  });

  it('writes English amounts with thousands commas and the sign before the euro', () => {
    expect(formatMoney('-1234.5', 'en')).toBe('-€1,234.50');
    expect(formatMoney(12345678.9, 'en')).toBe('€12,345,678.90');
  });

  it('rounds half away from zero, exactly', () => {
    expect(formatMoney('1.005', 'en')).toBe('€1.01');
    expect(formatMoney('-1.005', 'et')).toBe('\u22121,01\u00a0€');
    expect(formatMoney('-0.004', 'et')).toBe('0,00\u00a0€');
  });

  it('keeps four decimals for unit prices and can leave out the currency', () => {
    expect(formatMoney('0.0051', 'et', { decimals: 4 })).toBe('0,0051\u00a0€');
    expect(formatMoney(Decimal.from('1234567.1'), 'et', { currency: false })).toBe('1\u00a0234\u00a0567,10');
    expect(formatMoney('-1234.5', 'en', { currency: false, decimals: 4 })).toBe('-1,234.5000');
  });

  it('matches Intl.NumberFormat for et-EE and en on every amount a float can carry exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }),
        fc.constantFrom<2 | 4>(2, 4),
        fc.constantFrom<['et' | 'en', string]>(['et', 'et-EE'], ['en', 'en']),
        (units, decimals, [locale, intlLocale]) => {
          const text = Decimal.from(`${units}e-${decimals}`).toString();
          expect(formatMoney(text, locale, { decimals })).toBe(intl(intlLocale, decimals).format(Number(text)));
        },
      ),
    );
  });
});
