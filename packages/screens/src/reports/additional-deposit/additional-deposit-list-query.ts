// The additional-deposit list's filters and request (spec §7 "Other reports": GET additional-deposit-reports/
// with ordering, page, page_size, period_start, period_end). The period is a year: the range is kept as months
// snapped to January and December (YearRangePicker, §5), sent as YYYY-MM.
import { isPeriod, orderingParam, type PageState, type Period } from '@epp/core';
import type { FilterKinds, FilterValues, SortState } from '@epp/ui';
import { rangeValueOf } from '../../kit';

/** The list's filters in the address: `?period.from=2024-01&period.to=2025-12` (the operator adds more). */
export const ADDITIONAL_DEPOSIT_LIST_FILTER_KINDS = { period: 'monthRange' } as const satisfies FilterKinds;

/**
 * The first year the pickers offer. The spec names none for additional deposits (rPET starts in 2024); the
 * yearly reports of the scheme's additional deposit start with 2023's.
 */
export const ADDITIONAL_DEPOSIT_MIN_YEAR = 2023;

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
}

export function additionalDepositListQuery(
  applied: FilterValues,
  sort: SortState | null,
  page: PageState,
): AdditionalDepositListQuery {
  const range = rangeValueOf(applied, 'period');
  return {
    ...(sort ? { ordering: orderingParam(sort, ADDITIONAL_DEPOSIT_ORDERING) } : {}),
    page: page.page,
    page_size: page.pageSize,
    ...(range.from && isPeriod(range.from) ? { period_start: range.from } : {}),
    ...(range.to && isPeriod(range.to) ? { period_end: range.to } : {}),
  };
}
