export { APPLICATION_PAYMENT_DAYS, PACKAGE_REGISTRATION_FEE, packageApplicationFee } from './application-fee';
export {
  type SalesLineAmounts,
  type SalesReportTotals,
  type SalesReportTotalsOptions,
  salesLineDepositTotal,
  salesReportTotals,
} from './totals';
