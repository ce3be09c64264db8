// The sales report feature the roles share: the list's rows, rules and columns, the import modal, the report
// view and its lines table. The areas' screens compose them with their own actions.
export { ImportReportModal, type ImportReportModalProps, type ImportRequest } from './import-report-modal';
export { SalesLinesTable, type SalesLinesTableProps } from './sales-lines-table';
export { type SalesListActions, SalesListContext, salesListColumns } from './sales-list-columns';
export {
  detailTotals,
  hasExtraFee,
  isDetailEditable,
  packageIdOf,
  quantityToSend,
  withSavedLine,
} from './sales-report-lines';
export { type SalesListNotice, salesListNoticeOf, salesListState } from './sales-report-notice';
export {
  isViewOnlyRow,
  type SalesListRow,
  type SalesRowAction,
  salesListRange,
  salesListRows,
  salesReportPath,
  salesRowActions,
} from './sales-report-rows';
export {
  type PageFailure,
  type SalesReportExtras,
  SalesReportView,
  type SalesReportViewProps,
} from './sales-report-view';
