import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ESTONIAN_VAT_RATES,
  ESTONIAN_VAT_RATES_WITH_FLAGGED_50,
  vatAmount,
  vatRateForPeriod,
  withVatRateChange,
} from './vat-rates';

describe('vatRateForPeriod', () => {
  it.each([
    ['2019-05', 20],
    ['2023-12', 20],
    ['2023-12-31', 20],
    ['2024-01', 22],
    ['2024-01-01', 22],
    ['2025-06', 22],
    ['2025-06-30', 22],
    ['2025-07', 24],
    ['2025-07-01', 24],
    ['2030-01', 24],
  ])('%s → %i%%', (period, percent) => {
    expect(vatRateForPeriod(period)).toBe(percent);
  });

  it('is 0 for a VAT-free report', () => {
    expect(vatRateForPeriod('2025-07', { vatFree: true })).toBe(0);
    expect(vatRateForPeriod('2025-07', { vatFree: false })).toBe(24);
  });

  it('takes the feature-flagged 50% as another table', () => {
    const rates = ESTONIAN_VAT_RATES_WITH_FLAGGED_50;
    expect(vatRateForPeriod('2024-12', { rates })).toBe(22);
    expect(vatRateForPeriod('2025-01', { rates })).toBe(50);
    expect(vatRateForPeriod('2025-06-30', { rates })).toBe(50);
    expect(vatRateForPeriod('2025-07', { rates })).toBe(24);
    expect(ESTONIAN_VAT_RATES).toHaveLength(3);
  });

  it('does not depend on the order of the table', () => {
    const reversed = [...ESTONIAN_VAT_RATES].reverse();
    expect(vatRateForPeriod('2024-06', { rates: reversed })).toBe(22);
    expect(vatRateForPeriod('2026-06', { rates: reversed })).toBe(24);
  });

  it.each(['2024-13', '2024-1', '2024-02-30', '202401', '', '2024/01'])('throws for %j and names it', (period) => {
    expect(() => vatRateForPeriod(period)).toThrow(`got "${period}"`);
  });

  it('throws for a malformed period even when VAT free', () => {
    expect(() => vatRateForPeriod('nope', { vatFree: true })).toThrow('"nope"');
  });

  it('throws when the table has no rate yet for the day', () => {
    const rates = [{ from: '2024-01-01', percent: 22 }];
    expect(() => vatRateForPeriod('2023-12', { rates })).toThrow('No VAT rate is known for "2023-12"');
  });

  it('applies the latest change on or before each period', () => {
    const rates = withVatRateChange(ESTONIAN_VAT_RATES, { from: '2027-01-01', percent: 25 });
    fc.assert(
      fc.property(fc.integer({ min: 2020, max: 2030 }), fc.integer({ min: 1, max: 12 }), (year, month) => {
        const period = `${year}-${String(month).padStart(2, '0')}`;
        const expected = period >= '2027-01' ? 25 : period >= '2025-07' ? 24 : period >= '2024-01' ? 22 : 20;
        expect(vatRateForPeriod(period, { rates })).toBe(expected);
      }),
    );
  });
});

describe('vatAmount', () => {
  it('rounds half away from zero to cents', () => {
    expect(vatAmount('10.00', 24).toFixed(2)).toBe('2.40');
    expect(vatAmount('0.0625', 24).toFixed(2)).toBe('0.02');
    expect(vatAmount('0.125', 20).toFixed(2)).toBe('0.03');
    expect(vatAmount('-0.125', 20).toFixed(2)).toBe('-0.03');
  });
});
