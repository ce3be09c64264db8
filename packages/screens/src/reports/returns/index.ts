// The return report feature: what every role's return screens show (the client's list and detail now, the
// operator's with selection, confirm, import and delete later), composed with each area's own actions.

export {
  RETURN_LINES_DEFAULT_SORT,
  type ReturnLineRow,
  returnLineRow,
  returnLinesColumns,
} from './return-lines-columns';
export { type ReturnListRow, returnListColumns, returnListColumnsOf, returnListRow } from './return-list-columns';
export {
  RETURN_LIST_DEFAULT_SORT,
  RETURN_LIST_FILTERS,
  RETURN_LIST_ORDERING,
  type ReturnListQuery,
  returnListDefaults,
  returnListQuery,
} from './return-list-query';
export { RETURN_REPORT_FAILURE, ReturnReportView, type ReturnReportViewProps } from './return-report-view';
