// The additional-deposit report feature: what every role's screens show (the client's list and detail now, the
// operator's with company, status, row menu, sync and delete), composed with each area's own actions.

export {
  ADDITIONAL_DEPOSIT_LINE_FILTERS,
  type AdditionalDepositLineRow,
  additionalDepositLineColumns,
  additionalDepositLineRows,
} from './additional-deposit-lines';
export {
  type AdditionalDepositListCellContext,
  type AdditionalDepositListRow,
  type AdditionalDepositRowAction,
  additionalDepositListColumns,
  additionalDepositListRow,
  additionalDepositOperatorColumns,
  additionalDepositRowActions,
} from './additional-deposit-list-columns';
export {
  ADDITIONAL_DEPOSIT_DEFAULT_SORT,
  ADDITIONAL_DEPOSIT_LIST_FILTERS,
  ADDITIONAL_DEPOSIT_MIN_YEAR,
  ADDITIONAL_DEPOSIT_OPERATOR_FILTERS,
  ADDITIONAL_DEPOSIT_ORDERING,
  type AdditionalDepositListQuery,
  additionalDepositListDefaultRange,
  additionalDepositListDefaults,
  additionalDepositListQuery,
  POSTED_FILTER_VALUES,
} from './additional-deposit-list-query';
export { AdditionalDepositListView, type AdditionalDepositListViewProps } from './additional-deposit-list-view';
export { additionalDepositDeletedState, useAdditionalDepositDeletedNotice } from './additional-deposit-notice';
export { AdditionalDepositReportView, type AdditionalDepositReportViewProps } from './additional-deposit-report-view';
export {
  AdditionalDepositSyncDialog,
  type AdditionalDepositSyncDialogProps,
  type AdditionalDepositSyncRequest,
} from './additional-deposit-sync-dialog';
