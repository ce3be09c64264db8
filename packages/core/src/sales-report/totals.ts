import { Decimal, type DecimalInput } from '../money/decimal';
import { type VatRateTable, vatAmount, vatRateForPeriod } from '../vat/vat-rates';

/** What the totals need of a sales report line (the API's quantity, deposit, process_fee, process_fee_type). */
export interface SalesLineAmounts {
  /** Packages sold: a whole number, 0 or more. */
  quantity: number;
  /** Deposit per package, EUR. */
  deposit: DecimalInput;
  /** Process (service) fee per package, EUR; may carry 4 decimals. */
  processFee: DecimalInput;
  /** The fee type the fee is summed and rounded under. */
  processFeeType: string | number;
}

export interface SalesReportTotals {
  packagesTotal: number;
  depositTotal: Decimal;
  processFeeTotal: Decimal;
  processFeeVat: Decimal;
  toBePaid: Decimal;
}

export interface SalesReportTotalsOptions {
  /** Report period YYYY-MM (picks the VAT rate). */
  period: string;
  vatFree?: boolean;
  rates?: VatRateTable;
}

function assertQuantity(quantity: number): number {
  if (!Number.isInteger(quantity) || quantity < 0) {
    throw new RangeError(`Sales quantity must be a whole number of 0 or more, got ${String(quantity)}`);
  }
  return quantity;
}

/** One line's deposit total: quantity × deposit, rounded to cents. */
export function salesLineDepositTotal(line: Pick<SalesLineAmounts, 'quantity' | 'deposit'>): Decimal {
  return Decimal.from(line.deposit).times(assertQuantity(line.quantity)).round(2);
}

/**
 * The header totals of a sales report (spec section 9), in exact decimals:
 * lines with quantity 0 are skipped; process fees are summed per fee type and each type's sum rounded to
 * cents before the types are added; VAT on that total is rounded to cents; to be paid = process fee total +
 * VAT + deposit total. Rounding is half away from zero.
 */
export function salesReportTotals(
  lines: readonly SalesLineAmounts[],
  options: SalesReportTotalsOptions,
): SalesReportTotals {
  const percent = vatRateForPeriod(options.period, { vatFree: options.vatFree, rates: options.rates });
  const feesByType = new Map<string, Decimal>();
  let packagesTotal = 0;
  let depositTotal = Decimal.ZERO;
  for (const line of lines) {
    const quantity = assertQuantity(line.quantity);
    if (quantity === 0) continue;
    packagesTotal += quantity;
    depositTotal = depositTotal.plus(Decimal.from(line.deposit).times(quantity));
    const type = String(line.processFeeType);
    const fee = Decimal.from(line.processFee).times(quantity);
    feesByType.set(type, (feesByType.get(type) ?? Decimal.ZERO).plus(fee));
  }
  const processFeeTotal = Decimal.sum([...feesByType.values()].map((sum) => sum.round(2)));
  const processFeeVat = vatAmount(processFeeTotal, percent);
  // The deposit is whole cents per package in practice; rounding the sum keeps "to be paid" in cents regardless.
  const roundedDeposit = depositTotal.round(2);
  return {
    packagesTotal,
    depositTotal: roundedDeposit,
    processFeeTotal,
    processFeeVat,
    toBePaid: processFeeTotal.plus(processFeeVat).plus(roundedDeposit),
  };
}
