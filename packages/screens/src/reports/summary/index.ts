// The summary report (spec §2 "Reports section"): what every role's summary page shows, composed by the
// role's screen (the client's in client/summary-report/).
export {
  SUMMARY_TOGGLES_FILTER,
  SummaryColumnToggles,
  type SummaryColumnTogglesProps,
} from './summary-column-toggles';
export { periodColumnId, SUMMARY_OPTIONAL_COLUMNS, summaryColumns, summaryPeriodColumn } from './summary-columns';
export {
  HIDDEN_COLUMNS,
  hiddenColumnsOf,
  SUMMARY_CHOICE_FILTERS,
  SUMMARY_COLUMN_TOGGLES,
  SUMMARY_FILTERS,
  SUMMARY_PERIOD_FILTER,
  type SummaryToggleColumn,
  summaryQuery,
} from './summary-filters';
export { type SummaryRow, summaryPeriods, summaryRow } from './summary-rows';
export { useSummaryFilterOptions } from './use-summary-filter-options';
