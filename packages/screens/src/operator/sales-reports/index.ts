export type { SalesReportListKind } from './sales-report-lists';
export { OperatorSalesReportsScreen, type OperatorSalesReportsScreenProps } from './sales-reports-screen';
