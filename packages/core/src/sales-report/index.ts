export {
  APPLICATION_PAYMENT_DAYS,
  PACKAGE_REGISTRATION_FEE,
  packageApplicationFee,
  SALES_QUANTITY_MIN,
} from './application-fee';
export {
  type SalesLineAmounts,
  type SalesReportTotals,
  type SalesReportTotalsOptions,
  salesLineDepositTotal,
  salesReportTotals,
} from './totals';
