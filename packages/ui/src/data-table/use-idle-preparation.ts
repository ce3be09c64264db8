// After the data arrives, client mode uses the browser's idle time to read what the first sort click and the
// first filter keystroke would otherwise read on the spot: every row's ascending order of each number or
// digit-string column (a few milliseconds each at 100,000 rows), and the text filter's keys of each text
// column. One column per idle period, so typing or scrolling meanwhile never waits for more than one.
// Text columns' orders are not prepared: a collator sort of 100,000 names is a long task of its own.
import type { Column, RowData, Table } from '@tanstack/react-table';
import { useEffect } from 'react';
import type { ColumnCache } from './client-rows';
import type { DataTableFeatures } from './features';

/** Below this many rows a click or keystroke reads the column on the spot without being noticed. */
const WORTH_PREPARING_FROM = 2_000;
const CHEAP_SORTS = new Set(['number', 'digits']);

/** One unit of idle work: one column read. */
export type Step = () => void;

export function stepsFor<TData extends RowData>(
  columns: Column<DataTableFeatures, TData, unknown>[],
  cache: ColumnCache<TData>,
): Step[] {
  const steps: Step[] = [];
  for (const column of columns) {
    const { sortFn, filterFn } = column.columnDef;
    if (column.getCanSort() && typeof sortFn === 'string' && CHEAP_SORTS.has(sortFn)) {
      steps.push(() => cache.ascendingOf(column));
    }
    if (filterFn === 'text') steps.push(() => cache.keysOf(column));
  }
  return steps;
}

const whenIdle = (step: () => void): (() => void) => {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(step, { timeout: 2_000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(step, 50);
  return () => clearTimeout(handle);
};

export function useIdlePreparation<TData extends RowData>(
  table: Table<DataTableFeatures, TData>,
  cache: ColumnCache<TData>,
  options: { rowCount: number; isEnabled: boolean },
): void {
  const { rowCount, isEnabled } = options;
  useEffect(() => {
    if (!isEnabled || rowCount < WORTH_PREPARING_FROM) return;
    const steps = stepsFor(table.getAllLeafColumns(), cache);
    let cancel = () => {};
    const next = () => {
      const step = steps.shift();
      if (!step) return;
      step();
      cancel = whenIdle(next);
    };
    cancel = whenIdle(next);
    return () => cancel();
  }, [table, cache, rowCount, isEnabled]);
}
