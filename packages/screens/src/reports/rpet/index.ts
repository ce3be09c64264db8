// The rPET report feature the roles share: the list's rows, row rules, columns and year range in the address,
// the report view with its lines table and percentage saves, the import modal and the downloads. Role-neutral:
// what a row menu offers and does and the report's further header actions come from the role's screen.

export { type RpetImportRequest, rpetImportInto } from './rpet-import';
export { RpetLinesTable, type RpetLinesTableProps } from './rpet-lines-table';
export { type RpetListCellContext, rpetAdminListColumns, rpetListColumns } from './rpet-list-columns';
export {
  RPET_DEFAULT_SORT,
  type RpetListRow,
  type RpetRowAction,
  rpetListRows,
  rpetOrdering,
  rpetRowActions,
} from './rpet-report-rows';
export { RpetReportView, type RpetReportViewProps } from './rpet-report-view';
export {
  allRpetYears,
  RPET_LIST_FILTERS,
  rpetYearRange,
  rpetYearsFilter,
  type YearRange,
  yearRangeValue,
  yearsOf,
} from './rpet-year-params';
export { type PercentageSaves, usePercentageSaves } from './use-percentage-saves';
export { RPET_FAILURE, useRpetDownloads } from './use-rpet-downloads';
