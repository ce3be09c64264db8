import { Decimal, type DecimalInput } from '../money/decimal';
import { isIsoDate, isPeriod } from '../periods/calendar';

/** One VAT rate and the first day it applies. */
export interface VatRateChange {
  /** First day the rate applies, YYYY-MM-DD. */
  from: string;
  /** Percent, e.g. 24. */
  percent: number;
}

/** Rate changes in any order; the rate for a day is the latest change on or before it. */
export type VatRateTable = readonly VatRateChange[];

/**
 * The process-fee VAT of the spec (section 9): 20% before 2024-01-01, 22% from 2024-01-01, 24% from
 * 2025-07-01. The first entry's date stands for "since always": the spec names no earlier change.
 */
export const ESTONIAN_VAT_RATES: VatRateTable = [
  { from: '0001-01-01', percent: 20 },
  { from: '2024-01-01', percent: 22 },
  { from: '2025-07-01', percent: 24 },
];

/** A table with one more change added, e.g. the spec's feature-flagged rate. */
export function withVatRateChange(table: VatRateTable, change: VatRateChange): VatRateTable {
  return [...table, change];
}

/**
 * The spec's feature flag "can add 50% from 2025-01-01": the same table plus that change, so the flag chooses a
 * table instead of adding an `if`. 24% still applies from 2025-07-01 (the flagged rate covers 2025-01..2025-06).
 */
export const ESTONIAN_VAT_RATES_WITH_FLAGGED_50: VatRateTable = withVatRateChange(ESTONIAN_VAT_RATES, {
  from: '2025-01-01',
  percent: 50,
});

/** A period "YYYY-MM" stands for its first day; a date "YYYY-MM-DD" for itself. */
function dayOf(period: string): string {
  if (typeof period === 'string' && isPeriod(period)) return `${period}-01`;
  if (typeof period === 'string' && isIsoDate(period)) return period;
  throw new RangeError(`VAT period must be YYYY-MM or YYYY-MM-DD, got "${String(period)}"`);
}

/**
 * The process-fee VAT percent for a report period (YYYY-MM) or a date (YYYY-MM-DD); 0 when the report is VAT
 * free. Throws a RangeError naming a malformed period, or a day before the table's first entry.
 */
export function vatRateForPeriod(period: string, options: { vatFree?: boolean; rates?: VatRateTable } = {}): number {
  const day = dayOf(period);
  if (options.vatFree) return 0;
  let applicable: VatRateChange | undefined;
  for (const change of options.rates ?? ESTONIAN_VAT_RATES) {
    if (change.from <= day && (applicable === undefined || change.from >= applicable.from)) applicable = change;
  }
  if (applicable === undefined) throw new RangeError(`No VAT rate is known for "${period}"`);
  return applicable.percent;
}

/** VAT on an amount at a percent, rounded half away from zero to cents. */
export function vatAmount(amount: DecimalInput, percent: number): Decimal {
  return Decimal.from(amount).times(percent).dividedBy(100, 2);
}
