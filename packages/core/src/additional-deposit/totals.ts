import { Decimal, type DecimalInput } from '../money/decimal';
import type { Audience } from '../state-rules/other-reports';
import { type VatRateTable, vatAmount, vatRateForPeriod } from '../vat/vat-rates';

/** What the totals need of an additional-deposit line (the API's quantity, total_fee, return_threshold_total_fee). */
export interface AdditionalDepositLineAmounts {
  /** The additional quantity: a whole number, 0 or more. */
  quantity: number;
  /** The line's additional-deposit fee, EUR (cents). */
  totalFee: DecimalInput;
  /** The line's return-threshold fee, EUR (cents). */
  thresholdFee: DecimalInput;
}

export interface AdditionalDepositTotals {
  packages: number;
  additionalDepositFees: Decimal;
  returnThresholdFees: Decimal;
  vat: Decimal;
  toBePaid: Decimal;
}

export interface AdditionalDepositTotalsOptions {
  /** The report's year (its period). */
  year: number;
  rates?: VatRateTable;
}

/**
 * The header totals of a yearly additional-deposit report (operator spec §2 "Details", §3 totals), in exact
 * decimals: packages = the lines' quantities; the two fee sums; VAT on both fees, rounded to cents, at the rate of
 * the year's December (the report is made for the year when it ends; the spec names no other day); to be paid =
 * fees + VAT. The demo backend computes its answers with this, and the screens show the server's totals, which a
 * story checks equal these for the lines shown.
 */
export function additionalDepositTotals(
  lines: readonly AdditionalDepositLineAmounts[],
  { year, rates }: AdditionalDepositTotalsOptions,
): AdditionalDepositTotals {
  if (!Number.isInteger(year) || year < 1 || year > 9999) {
    throw new RangeError(`Additional-deposit year must be a whole year, got ${String(year)}`);
  }
  let packages = 0;
  for (const line of lines) {
    if (!Number.isInteger(line.quantity) || line.quantity < 0) {
      throw new RangeError(`Additional quantity must be a whole number of 0 or more, got ${String(line.quantity)}`);
    }
    packages += line.quantity;
  }
  const additionalDepositFees = Decimal.sum(lines.map((line) => line.totalFee)).round(2);
  const returnThresholdFees = Decimal.sum(lines.map((line) => line.thresholdFee)).round(2);
  const fees = additionalDepositFees.plus(returnThresholdFees);
  const december = `${String(year).padStart(4, '0')}-12`;
  const vat = vatAmount(fees, vatRateForPeriod(december, rates ? { rates } : {}));
  return { packages, additionalDepositFees, returnThresholdFees, vat, toBePaid: fees.plus(vat) };
}

/** Only the operator syncs, and a posted report is not synced again (spec §4: sync leaves posted reports alone). */
export function canSyncAdditionalDepositReport(report: { is_posted: unknown }, audience: Audience): boolean {
  return audience === 'admin' && report.is_posted !== true;
}
