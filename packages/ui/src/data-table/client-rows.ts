// Client mode's filtering and sorting, done here rather than in TanStack's filtered and sorted row models.
// Those read every value through row.getValue() on every comparison and keep per-row caches; at 100,000 rows
// that is the slow part (and most of the heap). Here each column's values are read once per data array into
// a plain array, the text filter's keys are computed once, and filter and sort work on row indices. TanStack
// still owns the columns, headers, cells and the sort state; it is given the rows in the order made here.
import type { Column, RowData, Table } from '@tanstack/react-table';
import { useMemo, useRef } from 'react';
import type { FilterKind, FilterValues } from '../filter-bar/filter-values';
import { activeColumnFilters } from '../filter-bar/filter-values';
import { type ColumnOrdering, indexOrdering, type RowOrder } from './column-ordering';
import type { DataTableFeatures } from './features';
import { clientFilters, textKeyOf } from './filter-fns';
import type { SortState } from './types';
import { useIdlePreparation } from './use-idle-preparation';

export type { RowOrder } from './column-ordering';

/**
 * Per column, read once per data array: the values, the text filter's keys, the sort ordering and, once
 * asked for, every row's ascending order (what a header click starts from; see `sortedIndices`).
 */
export class ColumnCache<TData extends RowData> {
  private readonly values = new Map<string, unknown[]>();
  private readonly keys = new Map<string, string[]>();
  private readonly orderings = new Map<string, ColumnOrdering>();
  private readonly ascending = new Map<string, RowOrder>();
  constructor(private readonly data: readonly TData[]) {}

  /** Every row ascending by the column, ties in data order: made once, then read-only. */
  ascendingOf(column: Column<DataTableFeatures, TData, unknown>): RowOrder {
    let order = this.ascending.get(column.id);
    if (!order) {
      order = orderIndices(this.orderingOf(column), everyIndex(this.data.length), false);
      this.ascending.set(column.id, order);
    }
    return order;
  }

  hasAscending(column: Column<DataTableFeatures, TData, unknown>): boolean {
    return this.ascending.has(column.id);
  }

  /** The column's ascending order over sort keys prepared once per column. */
  orderingOf(column: Column<DataTableFeatures, TData, unknown>): ColumnOrdering {
    let ordering = this.orderings.get(column.id);
    if (!ordering) {
      const name = typeof column.columnDef.sortFn === 'string' ? column.columnDef.sortFn : 'basic';
      ordering = indexOrdering(this.valuesOf(column), name);
      this.orderings.set(column.id, ordering);
    }
    return ordering;
  }

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
): RowOrder | null {
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
  const passing = new Uint32Array(count);
  let passed = 0;
  for (let index = 0; index < count; index++) {
    if (tests.every(({ values, test }) => test(values[index]))) passing[passed++] = index;
  }
  return passing.slice(0, passed);
}

function everyIndex(count: number): RowOrder {
  const all = new Uint32Array(count);
  for (let index = 0; index < count; index++) all[index] = index;
  return all;
}

/** `indices` ordered by one ordering, ties in the given order: the fast sort where there is one. */
function orderIndices(ordering: ColumnOrdering, indices: RowOrder, desc: boolean): RowOrder {
  if (ordering.sort) return ordering.sort(indices, desc);
  const direction = desc ? -1 : 1;
  return indices.slice().sort((a, b) => direction * ordering.compare(a, b) || a - b);
}

/**
 * A descending order from an ascending one in one pass: the runs of equal values in reverse, each run
 * kept in data order (as the ascending order has it).
 */
function descendingFrom(ascending: RowOrder, compare: ColumnOrdering['compare']): RowOrder {
  const result = new Uint32Array(ascending.length);
  let written = 0;
  let runEnd = ascending.length;
  while (runEnd > 0) {
    let runStart = runEnd - 1;
    while (runStart > 0 && compare(ascending[runStart - 1] as number, ascending[runEnd - 1] as number) === 0)
      runStart--;
    result.set(ascending.subarray(runStart, runEnd), written);
    written += runEnd - runStart;
    runEnd = runStart;
  }
  return result;
}

/** The rows of `order` that are among `indices`, in `order`'s order. */
function keepOnly(order: RowOrder, indices: RowOrder): RowOrder {
  const kept = new Uint8Array(order.length);
  for (const index of indices) kept[index] = 1;
  const result = new Uint32Array(indices.length);
  let written = 0;
  for (const index of order) if (kept[index] === 1) result[written++] = index;
  return result;
}

/**
 * `indices` (or all rows) ordered by the column; equal values keep data order, also when descending. With
 * every row's ascending order at hand (made on the first sort of all rows, or in idle time by
 * useIdlePreparation), any sort of the column is a pass over it rather than a sort.
 */
export function sortedIndices<TData extends RowData>(
  table: Table<DataTableFeatures, TData>,
  cache: ColumnCache<TData>,
  sort: SortState,
  indices: RowOrder | null,
): RowOrder | null {
  const column = table.getColumn(sort.id);
  if (!column) return indices;
  const ordering = cache.orderingOf(column);
  if (indices && !cache.hasAscending(column)) return orderIndices(ordering, indices, sort.desc);
  const ascending = cache.ascendingOf(column);
  const ordered = sort.desc ? descendingFrom(ascending, ordering.compare) : ascending;
  return indices ? keepOnly(ordered, indices) : ordered;
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
): RowOrder | null {
  const { data, columns, filters, sort, isEnabled } = options;
  const cacheRef = useRef<{ data: readonly TData[]; columns: unknown; cache: ColumnCache<TData> } | null>(null);
  if (cacheRef.current?.data !== data || cacheRef.current.columns !== columns) {
    cacheRef.current = { data, columns, cache: new ColumnCache(data) };
  }
  const { cache } = cacheRef.current;
  useIdlePreparation(table, cache, { rowCount: data.length, isEnabled });
  const filtered = useMemo(
    () => (isEnabled ? filteredIndices(table, cache, filters, data.length) : null),
    [table, cache, filters, data.length, isEnabled],
  );
  return useMemo(
    () => (isEnabled && sort ? sortedIndices(table, cache, sort, filtered) : filtered),
    [table, cache, sort, filtered, isEnabled],
  );
}
