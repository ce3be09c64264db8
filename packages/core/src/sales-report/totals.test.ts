import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Decimal } from '../money/decimal';
import { ESTONIAN_VAT_RATES_WITH_FLAGGED_50 } from '../vat/vat-rates';
import { type SalesLineAmounts, salesLineDepositTotal, salesReportTotals } from './totals';

/** Totals as plain strings, for readable expectations. */
function totalsText(lines: readonly SalesLineAmounts[], period: string, vatFree?: boolean) {
  const totals = salesReportTotals(lines, { period, vatFree });
  return {
    packagesTotal: totals.packagesTotal,
    depositTotal: totals.depositTotal.toFixed(2),
    processFeeTotal: totals.processFeeTotal.toFixed(2),
    processFeeVat: totals.processFeeVat.toFixed(2),
    toBePaid: totals.toBePaid.toFixed(2),
  };
}

const line = (quantity: number, deposit: string, processFee: string, processFeeType = 'PET'): SalesLineAmounts => ({
  quantity,
  deposit,
  processFee,
  processFeeType,
});

describe('salesReportTotals', () => {
  it('rounds 1 × 1.005 to 1.01 (exact decimals, half away from zero)', () => {
    expect(totalsText([line(1, '0.10', '1.005')], '2024-06').processFeeTotal).toBe('1.01');
  });

  it('computes a realistic report: 22% VAT in 2024', () => {
    const lines = [
      line(1200, '0.10', '0.0215', 'PET'),
      line(300, '0.10', '0.0315', 'CAN'),
      line(48, '0.10', '0.0445', 'GLASS'),
    ];
    // PET 25.80, CAN 9.45, GLASS 2.136 → 2.14; total 37.39; VAT 22% 8.2258 → 8.23; deposit 154.80
    expect(totalsText(lines, '2024-06')).toEqual({
      packagesTotal: 1548,
      depositTotal: '154.80',
      processFeeTotal: '37.39',
      processFeeVat: '8.23',
      toBePaid: '200.42',
    });
  });

  it('rounds each fee type before adding the types', () => {
    // Two types of 0.005 each: per type 0.01 + 0.01 = 0.02 (summing first would give 0.01).
    const lines = [line(1, '0', '0.005', 'A'), line(1, '0', '0.005', 'B')];
    expect(totalsText(lines, '2024-06').processFeeTotal).toBe('0.02');
    // The same fee type is summed before rounding: 0.005 + 0.005 = 0.01.
    const sameType = [line(1, '0', '0.0049', 'A'), line(1, '0', '0.0049', 'A')];
    expect(totalsText(sameType, '2024-06').processFeeTotal).toBe('0.01');
    // Fee types given as numbers and as their text are the same type.
    expect(
      totalsText([line(1, '0', '0.0049', 1 as never), line(1, '0', '0.0049', '1')], '2024-06').processFeeTotal,
    ).toBe('0.01');
  });

  it('skips zero-quantity rows', () => {
    const totals = totalsText([line(0, '0.10', '9.99', 'X'), line(2, '0.10', '0.50')], '2025-08');
    expect(totals).toEqual({
      packagesTotal: 2,
      depositTotal: '0.20',
      processFeeTotal: '1.00',
      processFeeVat: '0.24',
      toBePaid: '1.44',
    });
  });

  it('uses the rate of the period and none when VAT free', () => {
    const lines = [line(100, '0.10', '0.10')];
    expect(totalsText(lines, '2023-12').processFeeVat).toBe('2.00');
    expect(totalsText(lines, '2024-01').processFeeVat).toBe('2.20');
    expect(totalsText(lines, '2025-07').processFeeVat).toBe('2.40');
    expect(totalsText(lines, '2025-07', true)).toMatchObject({ processFeeVat: '0.00', toBePaid: '20.00' });
    const flagged = salesReportTotals(lines, { period: '2025-03', rates: ESTONIAN_VAT_RATES_WITH_FLAGGED_50 });
    expect(flagged.processFeeVat.toFixed(2)).toBe('5.00');
  });

  it('rounds the VAT half away from zero', () => {
    // 0.125 × 20% = 0.025 → 0.03
    expect(totalsText([line(1, '0', '0.125')], '2023-01').processFeeVat).toBe('0.03');
  });

  it('is all zeros for an empty report', () => {
    expect(totalsText([], '2024-01')).toEqual({
      packagesTotal: 0,
      depositTotal: '0.00',
      processFeeTotal: '0.00',
      processFeeVat: '0.00',
      toBePaid: '0.00',
    });
  });

  it.each([-1, 1.5, Number.NaN])('refuses quantity %s', (quantity) => {
    expect(() => salesReportTotals([line(quantity, '0.10', '0.01')], { period: '2024-01' })).toThrow(
      `got ${String(quantity)}`,
    );
  });

  it('throws for a malformed period', () => {
    expect(() => salesReportTotals([], { period: '24-01' })).toThrow('"24-01"');
  });

  const lineArb = fc.record({
    quantity: fc.integer({ min: 0, max: 100_000 }),
    deposit: fc.constantFrom('0.10', '0.08', '0'),
    processFee: fc.integer({ min: 0, max: 99_999 }).map((units) => Decimal.from(`${units}e-4`).toString()),
    processFeeType: fc.constantFrom('PET', 'CAN', 'GLASS', 'EXTRA'),
  });

  it('does not depend on the order of the lines', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), fc.boolean(), (lines, vatFree) => {
        const forward = totalsText(lines, '2025-07', vatFree);
        const backward = totalsText([...lines].reverse(), '2025-07', vatFree);
        expect(backward).toEqual(forward);
      }),
    );
  });

  it('adds up: to be paid = fee + VAT + deposit, packages = sum of quantities, fee within half a cent per type', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 30 }), (lines) => {
        const totals = salesReportTotals(lines, { period: '2024-05' });
        expect(
          totals.toBePaid.equals(totals.processFeeTotal.plus(totals.processFeeVat).plus(totals.depositTotal)),
        ).toBe(true);
        expect(totals.packagesTotal).toBe(lines.reduce((sum, item) => sum + item.quantity, 0));
        const exactFee = Decimal.sum(lines.map((item) => Decimal.from(item.processFee).times(item.quantity)));
        const types = new Set(lines.filter((item) => item.quantity > 0).map((item) => item.processFeeType)).size;
        expect(
          totals.processFeeTotal.minus(exactFee).abs().compare(Decimal.from('0.005').times(types)),
        ).toBeLessThanOrEqual(0);
        expect(totals.processFeeVat.equals(totals.processFeeTotal.times('0.22').round(2))).toBe(true);
      }),
    );
  });

  it('adding a zero-quantity line changes nothing', () => {
    fc.assert(
      fc.property(fc.array(lineArb, { maxLength: 10 }), lineArb, (lines, extra) => {
        expect(totalsText([...lines, { ...extra, quantity: 0 }], '2025-01')).toEqual(totalsText(lines, '2025-01'));
      }),
    );
  });
});

describe('salesLineDepositTotal', () => {
  it('multiplies and rounds to cents', () => {
    expect(salesLineDepositTotal({ quantity: 3, deposit: '0.10' }).toFixed(2)).toBe('0.30');
    expect(salesLineDepositTotal({ quantity: 3, deposit: 0.1 }).toString()).toBe('0.3');
    expect(() => salesLineDepositTotal({ quantity: -3, deposit: '0.10' })).toThrow('got -3');
  });
});
