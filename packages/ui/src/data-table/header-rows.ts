// The table head's rows, from TanStack's header groups: one row for a table of plain columns; with column groups
// (`col.group({ header, columns })`) a row per level, a group's cell spanning its columns. A column outside any
// group is drawn once, in the first row, spanning every row down (not as empty placeholder cells above it), so
// its name sits on the bottom line with the others. Folded columns leave the head, and a group spans only its
// columns still in the row; a group whose columns have all folded leaves too.
import type { Header, RowData } from '@tanstack/react-table';
import type { DataTableFeatures } from './features';

type TableHeader<TData extends RowData> = Header<DataTableFeatures, TData, unknown>;

export type HeadCell<TData extends RowData> =
  | { kind: 'column'; header: TableHeader<TData>; rowSpan: number }
  | { kind: 'group'; header: TableHeader<TData>; colSpan: number };

/**
 * The head's rows, top to bottom. `levels` are TanStack's header groups (`table.getHeaderGroups()`); `leaves`
 * the last level's headers still in the row (not folded), in order.
 */
export function headerRowsOf<TData extends RowData>(
  levels: readonly { headers: readonly TableHeader<TData>[] }[],
  leaves: readonly TableHeader<TData>[],
): HeadCell<TData>[][] {
  if (levels.length <= 1) return [leaves.map((header) => ({ kind: 'column', header, rowSpan: 1 }))];
  const shownLeaf = new Map(leaves.map((header) => [header.column.id, header]));
  const drawn = new Set<string>();
  return levels.map((level, depth) => {
    const row: HeadCell<TData>[] = [];
    for (const header of level.headers) {
      const { column } = header;
      if (column.columns.length > 0) {
        if (header.isPlaceholder) continue;
        const colSpan = column.getLeafColumns().filter((leaf) => shownLeaf.has(leaf.id)).length;
        if (colSpan > 0) row.push({ kind: 'group', header, colSpan });
        continue;
      }
      // A column (not a group), as a placeholder above its own level or as itself: drawn where first met.
      const leaf = shownLeaf.get(column.id);
      if (!leaf || drawn.has(column.id)) continue;
      drawn.add(column.id);
      row.push({ kind: 'column', header: leaf, rowSpan: levels.length - depth });
    }
    return row;
  });
}
