// The rPET list's year range in the address, as `?from=YYYY&to=YYYY` (spec §5: year pickers from 2024 to the
// current year), kept as the YearRangePicker's periods (January of the first year, December of the last).
import { RPET_MIN_YEAR, yearRangeProblems, yearRangeToPeriods } from '@epp/core';
import type { FilterKinds, RangeFilterValue } from '@epp/ui';
import { type ListFilterParams, rangeValueOf } from '../../kit';

/** The list's one filter: the year range, under the key `years`, as periods. */
export const RPET_LIST_FILTERS = { years: 'monthRange' } as const satisfies FilterKinds;

export interface YearRange {
  from: number;
  to: number;
}

/** Every year there can be a report of: 2024 up to the current year. */
export const allRpetYears = (currentYear: number): YearRange => ({ from: RPET_MIN_YEAR, to: currentYear });

const yearOf = (raw: string | null | undefined): number | null =>
  raw && /^\d{4}/.test(raw) ? Number(raw.slice(0, 4)) : null;

/**
 * The years the address asks for. A missing or malformed end is open (2024 or the current year); a reversed
 * range, or one before 2024 or after the current year, falls back to every year.
 */
export function rpetYearRange(search: URLSearchParams, currentYear: number): YearRange {
  const fallback = allRpetYears(currentYear);
  const range = {
    from: yearOf(search.get('from')) ?? fallback.from,
    to: yearOf(search.get('to')) ?? fallback.to,
  };
  return yearRangeProblems(range, currentYear, RPET_MIN_YEAR).length === 0 ? range : fallback;
}

/** A year range as the picker and the filter keep it: January of the first year to December of the last. */
export const yearRangeValue = ({ from, to }: YearRange): RangeFilterValue => yearRangeToPeriods(from, to);

/** The applied filter's years, for the request. */
export function yearsOf(value: RangeFilterValue, currentYear: number): YearRange {
  const fallback = allRpetYears(currentYear);
  return { from: yearOf(value.from) ?? fallback.from, to: yearOf(value.to) ?? fallback.to };
}

/** How `useListUrlState` keeps the years in the address: read through `rpetYearRange`, written as from/to. */
export function rpetYearParams(currentYear: number): ListFilterParams {
  return {
    read: (params) => ({ years: yearRangeValue(rpetYearRange(params, currentYear)) }),
    write: (values, params) => {
      const next = new URLSearchParams(params);
      const range = rangeValueOf(values, 'years');
      for (const end of ['from', 'to'] as const) {
        const year = yearOf(range[end]);
        if (year === null) next.delete(end);
        else next.set(end, String(year));
      }
      return next;
    },
  };
}
