// The sales report feature the roles share: the list's rows, rules, columns and address, the notices the
// detail screens send the list, the import modal, the report view and its lines table. Role-neutral: what a
// row menu offers and does, and what the report's further header buttons do, come from the role's screen.
export { type ImportRequest, salesImportInto } from './sales-import';
export { SalesLinesTable, type SalesLinesTableProps } from './sales-lines-table';
export { companySalesListColumns, type SalesListCellContext, salesListColumns } from './sales-list-columns';
export { SALES_LIST_FILTERS } from './sales-list-params';
export {
  detailTotals,
  hasExtraFee,
  isDetailEditable,
  packageIdOf,
  quantityToSend,
  withSavedLine,
} from './sales-report-lines';
export {
  type SalesListNotice,
  type SalesReportNotice,
  salesListNoticeOf,
  salesListState,
  salesReportNoticeOf,
  salesReportState,
} from './sales-report-notice';
export {
  isViewOnlyRow,
  type SalesListReport,
  type SalesListRow,
  type SalesRowAction,
  salesListRows,
  salesRowActions,
} from './sales-report-rows';
export {
  SALES_REPORT_FAILURE,
  type SalesReportExtras,
  SalesReportView,
  type SalesReportViewProps,
} from './sales-report-view';
