// The additional-deposit list's filters and request (spec §7 "Other reports": GET additional-deposit-reports/
// with ordering, page, page_size, period_start, period_end). The period is a year: the range is kept as months
// snapped to January and December (YearRangePicker, §5), sent as YYYY-MM.
import {
  defaultReportRange,
  isPeriod,
  orderingParam,
  type PageState,
  type Period,
  type PeriodRange,
  yearOf,
  yearRangeToPeriods,
} from '@epp/core';
import type { FilterValues, SortState } from '@epp/ui';
import { defineListFilters, rangeValueOf, yearRangeFilter } from '../../kit';

/**
 * The first year the pickers offer. The spec names none for additional deposits (rPET starts in 2024); the
 * yearly reports of the scheme's additional deposit start with 2023's.
 */
export const ADDITIONAL_DEPOSIT_MIN_YEAR = 2023;

/**
 * The list's filters: the year range under `period`, kept in the address as months
 * (`?period.from=2024-01&period.to=2025-12`; the operator adds more).
 */
export const ADDITIONAL_DEPOSIT_LIST_FILTERS = defineListFilters({
  period: yearRangeFilter({
    label: 'screens.client.additionalDepositReports.periodFilter',
    minYear: ADDITIONAL_DEPOSIT_MIN_YEAR,
  }),
});

/**
 * The list's default range (spec §9: other reports, the last 6 months), for yearly reports: the 6 months snapped out
 * to whole years (January to December, as the year picker keeps them), widened to the previous calendar year, the
 * latest year whose report exists (a year's report is made after the year ends, so a window of the current year
 * alone would open empty most of the year). With the current period 2026-11: 2025-01 to 2026-12.
 */
export function additionalDepositListDefaultRange(currentPeriod: Period): PeriodRange {
  const months = defaultReportRange('other', currentPeriod);
  const lastYear = yearOf(currentPeriod) - 1;
  return yearRangeToPeriods(Math.min(yearOf(months.from), lastYear), yearOf(months.to));
}

/**
 * The operator's filters (spec operator §2): client and posted status, then the same year range. `posted` is
 * 'true' or 'false' (empty: all), as the server's `is_posted` takes it.
 */
export const ADDITIONAL_DEPOSIT_OPERATOR_FILTERS = defineListFilters({
  client: { kind: 'select', label: 'screens.operator.additionalDepositReports.filters.client' },
  posted: { kind: 'select', label: 'screens.operator.additionalDepositReports.filters.posted' },
  period: ADDITIONAL_DEPOSIT_LIST_FILTERS.period,
});

/** The posted filter's two values (no value: every report). */
export const POSTED_FILTER_VALUES = ['true', 'false'] as const;

/** The list's filters when the address has none: the default range. */
export function additionalDepositListDefaults(currentPeriod: Period): FilterValues {
  return { period: additionalDepositListDefaultRange(currentPeriod) };
}

/** Newest year first. */
export const ADDITIONAL_DEPOSIT_DEFAULT_SORT: SortState = { id: 'period', desc: true };

/** Table columns → the server's ordering fields. */
export const ADDITIONAL_DEPOSIT_ORDERING: Readonly<Record<string, string>> = {
  period: 'period',
  lastSyncedAt: 'last_synced_at',
  client: 'client__name',
};

export interface AdditionalDepositListQuery {
  ordering?: string;
  page: number;
  page_size: number;
  period_start?: Period;
  period_end?: Period;
  client?: string;
  is_posted?: (typeof POSTED_FILTER_VALUES)[number];
}

export function additionalDepositListQuery(
  applied: FilterValues,
  sort: SortState | null,
  page: PageState,
): AdditionalDepositListQuery {
  const range = rangeValueOf(applied, 'period');
  const client = applied.client;
  const posted = POSTED_FILTER_VALUES.find((value) => value === applied.posted);
  return {
    ...(sort ? { ordering: orderingParam(sort, ADDITIONAL_DEPOSIT_ORDERING) } : {}),
    page: page.page,
    page_size: page.pageSize,
    ...(range.from && isPeriod(range.from) ? { period_start: range.from } : {}),
    ...(range.to && isPeriod(range.to) ? { period_end: range.to } : {}),
    ...(typeof client === 'string' && client !== '' ? { client } : {}),
    ...(posted ? { is_posted: posted } : {}),
  };
}
