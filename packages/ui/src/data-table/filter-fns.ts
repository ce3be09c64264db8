// The filter functions of the table's client mode, one per filter kind of the filter bar. Each prepares its
// filter value once (`resolveFilterValue`) and then runs a cheap test per row: at 100,000 rows a keystroke
// must not redo the query's trimming and lower-casing per row. The rules themselves are @epp/core's.
import { isDateInRange, isPeriodInRange, matchesWeightFilter, textFilterMatcher } from '@epp/core';
import { constructFilterFn } from '@tanstack/react-table';
import { type FilterValue, isEmptyFilterValue, isRangeValue, type RangeFilterValue } from '../filter-bar/filter-values';

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const isEmpty = (value: unknown) => value === null || value === undefined || isEmptyFilterValue(value as FilterValue);

const asRange = (value: unknown): RangeFilterValue =>
  isRangeValue(value as RangeFilterValue) ? (value as RangeFilterValue) : {};

/** Case-insensitive contains of the trimmed query. */
export const textFilter = constructFilterFn({
  resolveFilterValue: (query: unknown) => textFilterMatcher(asText(query)),
  filter: (value, matches: (text: string) => boolean) => matches(asText(value)),
  autoRemove: isEmpty,
});

/** One chosen option: the value's text equals the option id. */
export const selectFilter = constructFilterFn({
  resolveFilterValue: (choice: unknown) => asText(choice),
  filter: (value, choice: string) => asText(value) === choice,
  autoRemove: isEmpty,
});

/** Any of the chosen option ids. */
export const multiSelectFilter = constructFilterFn({
  resolveFilterValue: (choices: unknown) => new Set(Array.isArray(choices) ? choices.map(asText) : []),
  filter: (value, choices: ReadonlySet<string>) => choices.has(asText(value)),
  autoRemove: isEmpty,
});

/** The number exactly, written with a comma or a point. */
export const numberFilter = constructFilterFn({
  filter: (value, query: unknown) => matchesWeightFilter(typeof value === 'number' ? value : null, asText(query)),
  autoRemove: isEmpty,
});

/** ISO days between the range's ends, both included. */
export const dateRangeFilter = constructFilterFn({
  resolveFilterValue: (range: unknown) => {
    const { from, to } = asRange(range);
    return { start: from || undefined, end: to || undefined };
  },
  filter: (value, range: { start?: string; end?: string }) => {
    const date = asText(value);
    return date !== '' && isDateInRange(date.slice(0, 10), range);
  },
  autoRemove: isEmpty,
});

/** Periods (YYYY-MM, or the month of an ISO day) between the range's ends, both included. */
export const monthRangeFilter = constructFilterFn({
  resolveFilterValue: (range: unknown) => {
    const { from, to } = asRange(range);
    return { from: from || undefined, to: to || undefined };
  },
  filter: (value, range: { from?: string; to?: string }) => {
    const period = asText(value);
    return period !== '' && isPeriodInRange(period.slice(0, 7), range);
  },
  autoRemove: isEmpty,
});
