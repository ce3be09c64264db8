// The additional-deposit report feature: what every role's screens show (the client's list and detail now, the
// operator's with company, status, sync and delete later), composed with each area's own actions.

export {
  ADDITIONAL_DEPOSIT_LINE_FILTERS,
  type AdditionalDepositLineRow,
  additionalDepositLineColumns,
  additionalDepositLineRows,
} from './additional-deposit-lines';
export {
  type AdditionalDepositListRow,
  additionalDepositListColumns,
  additionalDepositListRow,
} from './additional-deposit-list-columns';
export {
  ADDITIONAL_DEPOSIT_DEFAULT_SORT,
  ADDITIONAL_DEPOSIT_LIST_FILTERS,
  ADDITIONAL_DEPOSIT_MIN_YEAR,
  ADDITIONAL_DEPOSIT_ORDERING,
  type AdditionalDepositListQuery,
  additionalDepositListDefaultRange,
  additionalDepositListDefaults,
  additionalDepositListQuery,
} from './additional-deposit-list-query';
export { AdditionalDepositReportView, type AdditionalDepositReportViewProps } from './additional-deposit-report-view';
