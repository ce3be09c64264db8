// Client mode's filtering and sorting, done here rather than in TanStack's filtered and sorted row models.
// Those read every value through row.getValue() on every comparison and keep per-row caches; at 100,000 rows
// that is the slow part (and most of the heap). Here each column's values are read once per data array into
// a plain array, the text filter's keys are computed once, and filter and sort work on row indices. TanStack
// still owns the columns, headers, cells and the sort state; it is given the rows in the order made here.
import type { Column, RowData, Table } from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import type { FilterKind, FilterValues } from '../filter-bar/filter-values';
import { activeColumnFilters } from '../filter-bar/filter-values';
import type { DataTableFeatures } from './features';
import { clientFilters, textKeyOf } from './filter-fns';
import { compareBasic, compareDigits, compareNumbers, compareText } from './sort-fns';
import type { SortState } from './types';

type Compare = (a: never, b: never) => number;

const asText = (value: unknown): string => (value === null || value === undefined ? '' : String(value));

/** The comparators by the column's `sortFn` name; anything else sorts as text in code-unit order. */
const comparators: Readonly<Record<string, Compare>> = {
  digits: compareDigits,
  basic: compareBasic,
  text: compareText,
  number: compareNumbers,
};
const STRING_SORTS = new Set(['digits', 'basic', 'text']);

/** Values of one column per data array, read once: `values(column)` and the text filter's `keys(column)`. */
export class ColumnCache<TData extends RowData> {
  private readonly values = new Map<string, unknown[]>();
  private readonly keys = new Map<string, string[]>();
  constructor(private readonly data: readonly TData[]) {}

  valuesOf(column: Column<DataTableFeatures, TData, unknown>): unknown[] {
    let values = this.values.get(column.id);
    if (!values) {
      const read = column.accessorFn;
      values = read ? this.data.map((row, index) => read(row, index)) : this.data.map(() => undefined);
      this.values.set(column.id, values);
    }
    return values;
  }

  keysOf(column: Column<DataTableFeatures, TData, unknown>): string[] {
    let keys = this.keys.get(column.id);
    if (!keys) {
      keys = this.valuesOf(column).map(textKeyOf);
      this.keys.set(column.id, keys);
    }
    return keys;
  }
}

/** Indices of the rows that pass every active filter, in data order; null when no filter is active. */
export function filteredIndices<TData extends RowData>(
  table: Table<DataTableFeatures, TData>,
  cache: ColumnCache<TData>,
  filters: FilterValues | undefined,
  count: number,
): number[] | null {
  const tests: { values: readonly unknown[]; test: (value: unknown) => boolean }[] = [];
  for (const { id, value } of filters ? activeColumnFilters(filters) : []) {
    const column = table.getColumn(id);
    const kind = column?.columnDef.filterFn;
    if (!column || typeof kind !== 'string' || !(kind in clientFilters)) continue;
    const filterKind = kind as FilterKind;
    tests.push({
      values: filterKind === 'text' ? cache.keysOf(column) : cache.valuesOf(column),
      test: clientFilters[filterKind].prepare(value),
    });
  }
  if (tests.length === 0) return null;
  const passing: number[] = [];
  for (let index = 0; index < count; index++) {
    if (tests.every(({ values, test }) => test(values[index]))) passing.push(index);
  }
  return passing;
}

/** `indices` (or all rows) ordered by the column; equal values keep data order, also when descending. */
export function sortedIndices<TData extends RowData>(
  table: Table<DataTableFeatures, TData>,
  cache: ColumnCache<TData>,
  sort: SortState,
  indices: readonly number[] | null,
  count: number,
): number[] | null {
  const column = table.getColumn(sort.id);
  if (!column) return indices ? [...indices] : null;
  const name = typeof column.columnDef.sortFn === 'string' ? column.columnDef.sortFn : 'basic';
  const raw = cache.valuesOf(column);
  const values = STRING_SORTS.has(name) ? raw.map(asText) : raw;
  const compare = (comparators[name] ?? compareBasic) as (a: unknown, b: unknown) => number;
  const direction = sort.desc ? -1 : 1;
  const order = indices ? [...indices] : Array.from({ length: count }, (_, index) => index);
  order.sort((a, b) => direction * compare(values[a], values[b]) || a - b);
  return order;
}

/**
 * The row order of client mode: indices into `data`, filtered then sorted, or null for "all rows in data
 * order". The column values are cached per data array and columns, so a keystroke or a sort click only
 * filters or orders numbers.
 */
export function useClientRowOrder<TData extends RowData>(
  table: Table<DataTableFeatures, TData>,
  options: {
    data: readonly TData[];
    columns: unknown;
    filters: FilterValues | undefined;
    sort: SortState | null;
    isEnabled: boolean;
  },
): number[] | null {
  const { data, columns, filters, sort, isEnabled } = options;
  const cacheRef = useRef<{ data: readonly TData[]; columns: unknown; cache: ColumnCache<TData> } | null>(null);
  if (cacheRef.current?.data !== data || cacheRef.current.columns !== columns) {
    cacheRef.current = { data, columns, cache: new ColumnCache(data) };
  }
  const { cache } = cacheRef.current;
  const filtered = useMemo(
    () => (isEnabled ? filteredIndices(table, cache, filters, data.length) : null),
    [table, cache, filters, data.length, isEnabled],
  );
  return useMemo(
    () => (isEnabled && sort ? sortedIndices(table, cache, sort, filtered, data.length) : filtered),
    [table, cache, sort, filtered, data.length, isEnabled],
  );
}
