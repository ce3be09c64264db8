// The return report list's filters and what they ask the server (spec §7 "Other reports": GET return-reports/
// with ordering, page, page_size, period_start and period_end as YYYY-MM). The list is paged and sorted by the
// server; the address keeps the filters, the sort and the page (useListUrlState).
import { defaultReportRange, isPeriod, orderingParam, type PageState, type Period } from '@epp/core';
import type { FilterValues, SortState } from '@epp/ui';
import { defineListFilters, monthRangeRule, rangeValueOf, textValueOf } from '../../kit';

/** The filter bar of every role's return list: the period month range (the operator adds client and status). */
export const RETURN_LIST_FILTERS = defineListFilters({
  period: {
    kind: 'monthRange',
    label: 'screens.client.returnReports.periodFilter',
    rule: monthRangeRule('screens.client.returnReports.rangeProblem'),
  },
});

/** The spec's default sort of return reports: period_end descending (§9). */
export const RETURN_LIST_DEFAULT_SORT: SortState = { id: 'period', desc: true };

/** Table columns → the server's ordering fields (the operator's client column maps to client__name). */
export const RETURN_LIST_ORDERING: Readonly<Record<string, string>> = {
  period: 'period_end',
  confirmedAt: 'confirmed_at',
  client: 'client__name',
};

/** The filters before the user changes anything and after "Tühjenda otsing": the last 6 months (§9). */
export function returnListDefaults(currentPeriod: Period): FilterValues {
  return { period: defaultReportRange('other', currentPeriod) };
}

export interface ReturnListQuery {
  ordering?: string;
  /** The operator's filters (the client's list has neither). */
  client?: string;
  confirmed?: 'true' | 'false' | 'all';
  page: number;
  page_size: number;
  period_start?: Period;
  period_end?: Period;
}

const CONFIRMED = ['true', 'false', 'all'] as const;

/** The request of a list state: the applied filters (empty ones and open ends left out), the sort and the page. */
export function returnListQuery(applied: FilterValues, sort: SortState | null, page: PageState): ReturnListQuery {
  const range = rangeValueOf(applied, 'period');
  const client = textValueOf(applied, 'client');
  const confirmed = CONFIRMED.find((value) => value === textValueOf(applied, 'confirmed'));
  return {
    ...(client ? { client } : {}),
    ...(confirmed ? { confirmed } : {}),
    ...(sort ? { ordering: orderingParam(sort, RETURN_LIST_ORDERING) } : {}),
    page: page.page,
    page_size: page.pageSize,
    ...(range.from && isPeriod(range.from) ? { period_start: range.from } : {}),
    ...(range.to && isPeriod(range.to) ? { period_end: range.to } : {}),
  };
}
