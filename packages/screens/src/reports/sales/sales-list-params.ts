// The sales list's period filter in the address, as `?from=YYYY-MM&to=YYYY-MM` (the names links have always
// used), so a filtered list can be linked and survives a reload.
import { defaultReportRange, isPeriod, type Period, type PeriodRange } from '@epp/core';
import type { FilterKinds } from '@epp/ui';
import { type ListFilterParams, rangeValueOf } from '../../kit';

/** The list's one filter: the month range, under the key `period`. */
export const SALES_LIST_FILTERS = { period: 'monthRange' } as const satisfies FilterKinds;

/**
 * The range the address asks for. Missing, malformed or reversed months, or a month after the current one,
 * fall back to the default: the last 12 months.
 */
export function salesListRange(search: URLSearchParams, currentPeriod: Period): PeriodRange {
  const fallback = defaultReportRange('sales', currentPeriod);
  const from = search.get('from');
  const to = search.get('to');
  const range = {
    from: from !== null && isPeriod(from) ? from : fallback.from,
    to: to !== null && isPeriod(to) ? to : fallback.to,
  };
  if (range.from > range.to || range.to > currentPeriod) return fallback;
  return range;
}

/** How `useListUrlState` keeps the period in the address: read through `salesListRange`, written as from/to. */
export function salesListParams(currentPeriod: Period): ListFilterParams {
  return {
    read: (params) => ({ period: salesListRange(params, currentPeriod) }),
    write: (values, params) => {
      const next = new URLSearchParams(params);
      const range = rangeValueOf(values, 'period');
      for (const end of ['from', 'to'] as const) {
        const month = range[end];
        if (month) next.set(end, month);
        else next.delete(end);
      }
      return next;
    },
  };
}
