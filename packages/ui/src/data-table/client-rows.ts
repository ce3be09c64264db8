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

/** Compares two data indices. */
type IndexCompare = (a: number, b: number) => number;

/**
 * A column's ascending order: `compare` for any two data indices and, for numbers and digit strings (EANs),
 * `sort`, which orders a set of indices by sorting plain numbers natively (a Float64Array sort, no comparator
 * call per pair) — at 100,000 rows the difference between a smooth and a sluggish header click. Equal values
 * keep data order in both directions. The order is the comparators' of sort-fns.ts.
 */
interface ColumnOrdering {
  compare: IndexCompare;
  sort?: (indices: readonly number[], desc: boolean) => number[];
}

const DIGITS = /^\d{1,15}$/;

/** Orders `indices` by `keys[index]` (numbers, exact): native sort of the distinct keys, ties in given order. */
function sortByNumbers(keys: Float64Array, indices: readonly number[], desc: boolean): number[] {
  const byKey = new Map<number, number[]>();
  for (const index of indices) {
    const key = keys[index] as number;
    const same = byKey.get(key);
    if (same) same.push(index);
    else byKey.set(key, [index]);
  }
  const distinct = Float64Array.from(byKey.keys()).sort();
  const order: number[] = [];
  for (let position = 0; position < distinct.length; position++) {
    const key = distinct[desc ? distinct.length - 1 - position : position] as number;
    for (const index of byKey.get(key) ?? []) order.push(index);
  }
  return order;
}

function indexOrdering(values: readonly unknown[], sortFn: string): ColumnOrdering {
  if (sortFn === 'number') {
    const keys = Float64Array.from(values, (value) => (typeof value === 'number' ? value : Number.NEGATIVE_INFINITY));
    return {
      compare: (a, b) => compareNumbers(keys[a], keys[b]),
      sort: (indices, desc) => sortByNumbers(keys, indices, desc),
    };
  }
  const texts = values.map(asText);
  if (sortFn === 'digits' && texts.every((text) => DIGITS.test(text))) {
    // A shorter digit string is a smaller number; equal lengths compare as exact numbers (≤ 15 digits).
    const lengths = Uint8Array.from(texts, (text) => text.length);
    const numbers = Float64Array.from(texts, Number);
    return {
      compare: (a, b) =>
        (lengths[a] as number) - (lengths[b] as number) || (numbers[a] as number) - (numbers[b] as number),
      sort: (indices, desc) => {
        const byLength: number[][] = [];
        for (const index of indices) {
          const length = lengths[index] as number;
          const group = byLength[length] ?? [];
          group.push(index);
          byLength[length] = group;
        }
        const groups = byLength.filter(Boolean).map((group) => sortByNumbers(numbers, group, desc));
        return (desc ? groups.reverse() : groups).flat();
      },
    };
  }
  const compare = (comparators[sortFn] ?? compareBasic) as (a: string, b: string) => number;
  return { compare: (a, b) => compare(texts[a] as string, texts[b] as string) };
}

/** Values of one column per data array, read once: `values(column)` and the text filter's `keys(column)`. */
export class ColumnCache<TData extends RowData> {
  private readonly values = new Map<string, unknown[]>();
  private readonly keys = new Map<string, string[]>();
  private readonly orderings = new Map<string, ColumnOrdering>();
  constructor(private readonly data: readonly TData[]) {}

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
  const ordering = cache.orderingOf(column);
  const all = indices ?? Array.from({ length: count }, (_, index) => index);
  if (ordering.sort) return ordering.sort(all, sort.desc);
  const direction = sort.desc ? -1 : 1;
  return [...all].sort((a, b) => direction * ordering.compare(a, b) || a - b);
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
