export { SalesLinesTable, type SalesLinesTableProps } from './sales-lines-table';
export {
  detailTotals,
  hasExtraFee,
  isDetailEditable,
  packageIdOf,
  quantityToSend,
  withSavedLine,
} from './sales-report-lines';
export { SalesReportScreen, type SalesReportScreenProps } from './sales-report-screen';
export {
  type PageFailure,
  type SalesReportExtras,
  SalesReportView,
  type SalesReportViewProps,
} from './sales-report-view';
