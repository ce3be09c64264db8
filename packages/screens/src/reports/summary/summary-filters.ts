// The summary report's filters (spec §2 "Reports section", §7 sales-reports/summary/): the month range, the
// package category and type, and which of the six optional columns show. All of them live in the address.
import type { SummaryQuery } from '@epp/api/schemas';
import type { Period } from '@epp/core';
import type { FilterValues } from '@epp/ui';
import { defineListFilters, listValueOf, textValueOf } from '../../kit';
import { periodQuery, reportPeriodFilter, reportPeriodOf } from '../report-period';

/** The month range: drawn two fields wide (`WideFilterCell`), its ends side by side. */
export const SUMMARY_PERIOD_FILTER = defineListFilters({
  period: reportPeriodFilter('screens.client.summaryReport.period', 'summary'),
});

/** The package category and type, chosen from the classifier lists. */
export const SUMMARY_CHOICE_FILTERS = defineListFilters({
  category: { kind: 'select', label: 'screens.client.summaryReport.category' },
  type: { kind: 'select', label: 'screens.client.summaryReport.type' },
});

/** The fields of the filter bar (the column toggles are drawn apart: `SummaryColumnToggles`). */
export const SUMMARY_FILTERS = { ...SUMMARY_PERIOD_FILTER, ...SUMMARY_CHOICE_FILTERS };

/** The filter (and address parameter) that lists the optional columns turned off: none by default. */
export const HIDDEN_COLUMNS = 'hidden';

/** The six optional columns in the spec's order, each with the query flag that asks the server for it. */
export const SUMMARY_COLUMN_TOGGLES = [
  { id: 'eanType', flag: 'showEANType', label: 'screens.client.summaryReport.columns.eanType' },
  { id: 'packageType', flag: 'showPackageType', label: 'screens.client.summaryReport.columns.packageType' },
  { id: 'name', flag: 'showName', label: 'screens.client.summaryReport.columns.name' },
  { id: 'category', flag: 'showPackageCategory', label: 'screens.client.summaryReport.columns.category' },
  { id: 'volume', flag: 'showVolume', label: 'screens.client.summaryReport.columns.volume' },
  { id: 'deposit', flag: 'showDeposit', label: 'screens.client.summaryReport.columns.deposit' },
] as const;

export type SummaryToggleColumn = (typeof SUMMARY_COLUMN_TOGGLES)[number]['id'];

const TOGGLE_IDS: ReadonlySet<string> = new Set(SUMMARY_COLUMN_TOGGLES.map((toggle) => toggle.id));

/** The optional columns `values` turn off (unknown names in the address are ignored). */
export function hiddenColumnsOf(values: FilterValues): SummaryToggleColumn[] {
  return listValueOf(values, HIDDEN_COLUMNS).filter((id): id is SummaryToggleColumn => TOGGLE_IDS.has(id));
}

/**
 * The call's parameters for the applied filters. The table asks for every column (each `show…` flag true) and
 * hides the turned-off ones itself, so a column turned back on shows at once without a new request; the export
 * sends the toggles, so the file has the columns the user chose. The EAN code has no toggle: always shown.
 */
export function summaryQuery(values: FilterValues, currentPeriod: Period, purpose: 'table' | 'export'): SummaryQuery {
  const hidden = new Set<string>(purpose === 'export' ? hiddenColumnsOf(values) : []);
  const category = textValueOf(values, 'category');
  const type = textValueOf(values, 'type');
  return {
    ...periodQuery(reportPeriodOf(values, 'summary', currentPeriod)),
    ...(category ? { packageCategory: category } : {}),
    ...(type ? { packageType: type } : {}),
    showEANCode: true,
    ...Object.fromEntries(SUMMARY_COLUMN_TOGGLES.map(({ id, flag }) => [flag, !hidden.has(id)])),
  };
}
