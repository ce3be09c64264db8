export { ImportReportModal, type ImportReportModalProps, type ImportRequest } from './import-report-modal';
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
export { SalesReportsScreen, type SalesReportsScreenProps } from './sales-reports-screen';
