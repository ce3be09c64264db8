// The rPET list's year range in the address, as `?from=YYYY&to=YYYY` (spec §5: year pickers from 2024 to the
// current year), kept as the YearRangePicker's periods (January of the first year, December of the last).
import { RPET_MIN_YEAR, yearOf as yearOfDate, yearRangeProblems, yearRangeToPeriods } from '@epp/core';
import type { RangeFilterValue } from '@epp/ui';
import { defineListFilters, type PickerRange, rangeParams, yearRangeFilter } from '../../kit';

export interface YearRange {
  from: number;
  to: number;
}

/** Every year there can be a report of: 2024 up to the current year. */
export const allRpetYears = (currentYear: number): YearRange => ({ from: RPET_MIN_YEAR, to: currentYear });

const yearOf = (raw: string | null | undefined): number | null =>
  raw && /^\d{4}/.test(raw) ? Number(raw.slice(0, 4)) : null;

/**
 * The years the address's `from` and `to` ask for. A missing or malformed end is open (2024 or the current
 * year); a reversed range, or one before 2024 or after the current year, falls back to every year.
 */
export function rpetYearRange(texts: PickerRange, currentYear: number): YearRange {
  const fallback = allRpetYears(currentYear);
  const range = { from: yearOf(texts.from) ?? fallback.from, to: yearOf(texts.to) ?? fallback.to };
  return yearRangeProblems(range, currentYear, RPET_MIN_YEAR).length === 0 ? range : fallback;
}

/** A year range as the picker and the filter keep it: January of the first year to December of the last. */
export const yearRangeValue = ({ from, to }: YearRange): RangeFilterValue => yearRangeToPeriods(from, to);

/** The applied filter's years, for the request. */
export function yearsOf(value: RangeFilterValue, currentYear: number): YearRange {
  const fallback = allRpetYears(currentYear);
  return { from: yearOf(value.from) ?? fallback.from, to: yearOf(value.to) ?? fallback.to };
}

/**
 * The year range under its pickers, as periods, kept as `?from=YYYY&to=YYYY` and read through `rpetYearRange`.
 * `isAppliedWhenComplete`: the list follows a complete, valid range as soon as it is picked (the client's list,
 * which has no "Otsi"); without it the range waits for the search (the operator's filter bar).
 */
export const rpetYearsFilter = ({ isAppliedWhenComplete }: { isAppliedWhenComplete: boolean }) =>
  yearRangeFilter({
    label: 'screens.client.rpetReportList.yearFilter',
    minYear: RPET_MIN_YEAR,
    isAppliedWhenComplete,
    codec: rangeParams({
      names: { from: 'from', to: 'to' },
      read: (texts, { today }) => yearRangeValue(rpetYearRange(texts, yearOfDate(today))),
      textOf: (end) => {
        const year = yearOf(end);
        return year === null ? null : String(year);
      },
    }),
  });

/** The client's list's one filter: the year range under the key `years`, followed as soon as it is picked. */
export const RPET_LIST_FILTERS = defineListFilters({ years: rpetYearsFilter({ isAppliedWhenComplete: true }) });
