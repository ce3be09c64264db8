import { Decimal } from '../money/decimal';
import { type VatRateTable, vatAmount, vatRateForPeriod } from '../vat/vat-rates';

/** Package registration fee per package, EUR without VAT (spec section 9). */
export const PACKAGE_REGISTRATION_FEE = Decimal.from('52');

/** The smallest quantity a client types into a sales report line (spec client §2: min 1, step 1; empty is 0). */
export const SALES_QUANTITY_MIN = 1;

/** Days the client has to pay the application invoice. */
export const APPLICATION_PAYMENT_DAYS = 5;

/**
 * The invoice of a package application: 52 EUR per package plus VAT at the rate of the application date,
 * rounded to cents.
 */
export function packageApplicationFee(
  packageCount: number,
  options: { date: string; rates?: VatRateTable },
): { net: Decimal; vat: Decimal; total: Decimal } {
  if (!Number.isInteger(packageCount) || packageCount < 0) {
    throw new RangeError(`Package count must be a whole number of 0 or more, got ${String(packageCount)}`);
  }
  const net = PACKAGE_REGISTRATION_FEE.times(packageCount).round(2);
  const vat = vatAmount(net, vatRateForPeriod(options.date, { rates: options.rates }));
  return { net, vat, total: net.plus(vat) };
}
