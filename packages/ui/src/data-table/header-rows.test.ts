// @vitest-environment jsdom
import { useTable } from '@tanstack/react-table';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createDataTableColumns, type DataTableColumn, dataTableFeatures } from './features';
import { type HeadCell, headerRowsOf } from './header-rows';

interface Line {
  ean: string;
  name: string;
  a: number;
  b: number;
  c: number;
}

const col = createDataTableColumns<Line>();
const ean = col.accessor('ean', { header: 'EAN' });
const name = col.accessor('name', { header: 'Name' });
const months = (year: string, ids: readonly ('a' | 'b' | 'c')[]) =>
  col.group({
    id: year,
    header: year,
    columns: ids.map((id): DataTableColumn<Line> => col.accessor(id, { header: id })),
  });

function headOf(columns: DataTableColumn<Line>[], folded: readonly string[] = []) {
  const table = renderHook(() => useTable({ features: dataTableFeatures, columns, data: [] as Line[] })).result.current;
  const levels = table.getHeaderGroups();
  const leaves = (levels[levels.length - 1]?.headers ?? []).filter((header) => !folded.includes(header.column.id));
  return headerRowsOf(levels, leaves).map((row) => row.map(cellText));
}

/** A cell as "id" for a column (with ×rows when it spans rows) or "id[columns]" for a group. */
const cellText = (cell: HeadCell<Line>) =>
  cell.kind === 'group'
    ? `${cell.header.column.id}[${cell.colSpan}]`
    : `${cell.header.column.id}${cell.rowSpan > 1 ? `×${cell.rowSpan}` : ''}`;

describe('headerRowsOf', () => {
  it('gives plain columns one row', () => {
    expect(headOf([ean, name])).toEqual([['ean', 'name']]);
  });

  it('draws a group over its columns and a column outside any group once, down both rows', () => {
    expect(headOf([ean, name, months('2025', ['a', 'b']), months('2026', ['c'])])).toEqual([
      ['ean×2', 'name×2', '2025[2]', '2026[1]'],
      ['a', 'b', 'c'],
    ]);
  });

  it('leaves folded columns out, a group spanning only what is left, and a group with nothing left out', () => {
    expect(headOf([ean, name, months('2025', ['a', 'b']), months('2026', ['c'])], ['name', 'a', 'c'])).toEqual([
      ['ean×2', '2025[1]'],
      ['b'],
    ]);
  });
});
