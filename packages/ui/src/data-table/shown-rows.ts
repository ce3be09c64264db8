// The rows a table shows, made on demand. In client mode TanStack's core row model would build a Row object
// (with its value caches) for every data item up front: at 100,000 rows that is most of the table's heap
// and a good part of its mount. Here a Row is constructed the first time it is on screen and kept for the
// life of the data array; everything else (counts, ids for selection) works from indices and the data.
import { constructRow, type Row, type RowData, type Table } from '@tanstack/react-table';
import { useCallback, useMemo, useRef } from 'react';
import type { RowOrder } from './client-rows';
import type { DataTableFeatures } from './features';

export interface ShownRows<TData extends RowData> {
  /** Rows matching the filters (client mode) or rows of the loaded page (server mode). */
  count: number;
  /** The row at a position of the shown order (sorted and filtered). */
  at: (position: number) => Row<DataTableFeatures, TData> | undefined;
  /** The ids of every shown row in order, for "select all N"; walks the data, builds no rows. */
  ids: () => string[];
}

export function useShownRows<TData extends RowData>(
  table: Table<DataTableFeatures, TData>,
  options: {
    data: readonly TData[];
    getRowId: (row: TData) => string;
    /** Indices into data in shown order, or null for data order (client mode). */
    order: RowOrder | null;
    isServer: boolean;
  },
): ShownRows<TData> {
  const { data, getRowId, order, isServer } = options;
  const cacheRef = useRef<{ data: readonly TData[]; rows: Map<number, Row<DataTableFeatures, TData>> } | null>(null);
  if (cacheRef.current?.data !== data) cacheRef.current = { data, rows: new Map() };
  const rowCache = cacheRef.current.rows;
  // Server pages are small: TanStack's core row model is fine for them (and is never built in client mode).
  const serverRows = isServer ? table.getCoreRowModel().rows : null;

  const rowAtDataIndex = useCallback(
    (index: number) => {
      let row = rowCache.get(index);
      const original = data[index];
      if (!row && original !== undefined) {
        row = constructRow<DataTableFeatures, TData>(table, getRowId(original), original, index, 0);
        rowCache.set(index, row);
      }
      return row;
    },
    [rowCache, data, table, getRowId],
  );

  return useMemo<ShownRows<TData>>(() => {
    if (serverRows) {
      return {
        count: serverRows.length,
        at: (position) => serverRows[position],
        ids: () => serverRows.map((row) => row.id),
      };
    }
    return {
      count: order ? order.length : data.length,
      at: (position) => {
        const index = order ? order[position] : position;
        return index === undefined ? undefined : rowAtDataIndex(index);
      },
      ids: () => (order ? Array.from(order, (index) => getRowId(data[index] as TData)) : data.map(getRowId)),
    };
  }, [serverRows, order, data, getRowId, rowAtDataIndex]);
}
