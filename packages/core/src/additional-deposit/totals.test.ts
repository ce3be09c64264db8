import { describe, expect, it } from 'vitest';
import { withVatRateChange } from '../vat/vat-rates';
import { additionalDepositTotals, canSyncAdditionalDepositReport } from './totals';

const lines = [
  { quantity: 633, totalFee: 6.33, thresholdFee: 3.17 },
  { quantity: 1201, totalFee: '12.01', thresholdFee: '6.01' },
  { quantity: 0, totalFee: 0, thresholdFee: 0 },
];

describe('additionalDepositTotals', () => {
  it('sums quantities and fees exactly and adds VAT on both fees at the year’s December rate', () => {
    const totals = additionalDepositTotals(lines, { year: 2025 });
    expect(totals.packages).toBe(1834);
    expect(totals.additionalDepositFees.toString()).toBe('18.34');
    expect(totals.returnThresholdFees.toString()).toBe('9.18');
    // 27.52 × 24 % = 6.6048 → 6.60 (24 % from 2025-07-01)
    expect(totals.vat.toString()).toBe('6.6');
    expect(totals.toBePaid.toString()).toBe('34.12');
  });

  it('takes the rate of the report’s year (22 % in 2024) or a given table', () => {
    expect(additionalDepositTotals(lines, { year: 2024 }).vat.toString()).toBe('6.05');
    const rates = withVatRateChange([], { from: '2024-01-01', percent: 10 });
    expect(additionalDepositTotals(lines, { year: 2024, rates }).vat.toString()).toBe('2.75');
  });

  it('is all zero without lines', () => {
    const totals = additionalDepositTotals([], { year: 2025 });
    expect([totals.packages, totals.toBePaid.toString()]).toEqual([0, '0']);
  });

  it('refuses a quantity that is not a whole number of 0 or more, and a year that is not one', () => {
    expect(() => additionalDepositTotals([{ quantity: -1, totalFee: 0, thresholdFee: 0 }], { year: 2025 })).toThrow(
      RangeError,
    );
    expect(() => additionalDepositTotals([{ quantity: 1.5, totalFee: 0, thresholdFee: 0 }], { year: 2025 })).toThrow(
      RangeError,
    );
    expect(() => additionalDepositTotals(lines, { year: 2025.5 })).toThrow(RangeError);
    expect(() => additionalDepositTotals(lines, { year: 0 })).toThrow(RangeError);
  });
});

describe('canSyncAdditionalDepositReport', () => {
  it('lets the operator sync a report that is not posted (or unknown), never a client', () => {
    expect(canSyncAdditionalDepositReport({ is_posted: false }, 'admin')).toBe(true);
    expect(canSyncAdditionalDepositReport({ is_posted: null }, 'admin')).toBe(true);
    expect(canSyncAdditionalDepositReport({ is_posted: true }, 'admin')).toBe(false);
    expect(canSyncAdditionalDepositReport({ is_posted: false }, 'client')).toBe(false);
  });
});
