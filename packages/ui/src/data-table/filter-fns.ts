// The filters of the table's client mode, one per filter kind of the filter bar. Each prepares its filter
// value once (`prepare`) and then runs a cheap test per row value: at 100,000 rows a keystroke must not redo
// the query's trimming and lower-casing per row. The text filter goes further: it tests keys the table
// computed once per value (`textFilterKey`). The rules themselves are @epp/core's.
import { isDateInRange, isNumberInRange, isPeriodInRange, matchesWeightFilter, textFilterKey } from '@epp/core';
import { type CreatedFilterFn, constructFilterFn } from '@tanstack/react-table';
import {
  type FilterKind,
  type FilterValue,
  isEmptyFilterValue,
  isRangeValue,
  type RangeFilterValue,
} from '../filter-bar/filter-values';

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

const asRange = (value: unknown): RangeFilterValue =>
  isRangeValue(value as RangeFilterValue) ? (value as RangeFilterValue) : {};

/** A filter kind: `prepare` once per filter value, then `test` per row value. */
export interface ClientFilter {
  prepare: (filterValue: unknown) => (value: unknown) => boolean;
}

/** How the text filter's row values are kept: their `textFilterKey`, computed once per value. */
export const textKeyOf = (value: unknown): string => textFilterKey(asText(value));

export const clientFilters: Readonly<Record<FilterKind, ClientFilter>> = {
  /** Case-insensitive contains of the trimmed query; tests the precomputed `textKeyOf` of the value. */
  text: {
    prepare: (query) => {
      const needle = textFilterKey(asText(query).trim());
      return (key) => (key as string).includes(needle);
    },
  },
  /** One chosen option: the value's text equals the option id. */
  select: {
    prepare: (choice) => {
      const id = asText(choice);
      return (value) => asText(value) === id;
    },
  },
  /** Any of the chosen option ids; a row whose value is a list (its conditions) matches when any of it is chosen. */
  multiSelect: {
    prepare: (choices) => {
      const ids = new Set(Array.isArray(choices) ? choices.map(asText) : []);
      return (value) => (Array.isArray(value) ? value.some((item) => ids.has(asText(item))) : ids.has(asText(value)));
    },
  },
  /** The number exactly, written with a comma or a point. */
  number: {
    prepare: (query) => (value) => matchesWeightFilter(typeof value === 'number' ? value : null, asText(query)),
  },
  /** Numbers between the range's typed ends ("12,5"), both included. */
  numberRange: {
    prepare: (range) => {
      const bounds = asRange(range);
      return (value) => isNumberInRange(typeof value === 'number' ? value : null, bounds);
    },
  },
  /** ISO days between the range's ends, both included. */
  dateRange: {
    prepare: (range) => {
      const { from, to } = asRange(range);
      const bounds = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
      return (value) => {
        const date = asText(value);
        return date !== '' && isDateInRange(date.slice(0, 10), bounds);
      };
    },
  },
  /** Periods (YYYY-MM, or the month of an ISO day) between the range's ends, both included. */
  monthRange: {
    prepare: (range) => {
      const { from, to } = asRange(range);
      const bounds = { from: from || undefined, to: to || undefined };
      return (value) => {
        const period = asText(value);
        return period !== '' && isPeriodInRange(period.slice(0, 7), bounds);
      };
    },
  },
};

const isEmpty = (value: unknown) => value === null || value === undefined || isEmptyFilterValue(value as FilterValue);

/**
 * The same kinds as TanStack filter functions: registered on the table's features so a column's `filterFn`
 * names a kind with type checking. The table filters with `clientFilters` itself (see client-rows.ts).
 */
// biome-ignore lint/suspicious/noExplicitAny: typed as TanStack types its own built-in filter functions
function tanstackFilter(kind: FilterKind): CreatedFilterFn<any, any> {
  return constructFilterFn({
    resolveFilterValue: (filterValue: unknown) => clientFilters[kind].prepare(filterValue),
    filter: (value, test: (value: unknown) => boolean) => test(kind === 'text' ? textKeyOf(value) : value),
    autoRemove: isEmpty,
  });
}

export const textFilter = tanstackFilter('text');
export const selectFilter = tanstackFilter('select');
export const multiSelectFilter = tanstackFilter('multiSelect');
export const numberFilter = tanstackFilter('number');
export const numberRangeFilter = tanstackFilter('numberRange');
export const dateRangeFilter = tanstackFilter('dateRange');
export const monthRangeFilter = tanstackFilter('monthRange');
