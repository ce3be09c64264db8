import type { Table } from '@tanstack/react-table';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ColumnCache, filteredIndices, sortedIndices } from './client-rows';
import type { DataTableFeatures } from './features';
import { compareDigits } from './sort-fns';

interface Row {
  ean: string;
  name: string;
  weight: number;
}

const columns = {
  ean: { sortFn: 'digits', filterFn: 'text' },
  name: { sortFn: 'text', filterFn: 'text' },
  weight: { sortFn: 'number', filterFn: 'number' },
} as const;

/** The part of a TanStack table client-rows reads: columns with an accessor and their sort/filter names. */
const fakeTable = {
  getColumn: (id: keyof typeof columns) =>
    columns[id] && { id, accessorFn: (row: Row) => row[id], columnDef: columns[id] },
} as unknown as Table<DataTableFeatures, Row>;

const rows: Row[] = [
  { ean: '4740000000017', name: 'Õunamahl', weight: 12.5 },
  { ean: '47400012', name: 'pirnimahl', weight: 30 },
  { ean: '4740000000024', name: 'Vesi', weight: 12.5 },
  { ean: '96385074', name: 'ÕUNAJOOK', weight: 8 },
];

describe('client row order', () => {
  it('filters by every active filter: text by case-insensitive contains, numbers exactly (comma or point)', () => {
    const cache = new ColumnCache(rows);
    expect(filteredIndices(fakeTable, cache, { name: ' õun ' }, rows.length)).toEqual([0, 3]);
    expect(filteredIndices(fakeTable, cache, { name: 'mahl', weight: '12,5' }, rows.length)).toEqual([0]);
    expect(filteredIndices(fakeTable, cache, { name: '  ' }, rows.length)).toBeNull();
    expect(filteredIndices(fakeTable, cache, undefined, rows.length)).toBeNull();
  });

  it('sorts digit strings numerically (EAN-8 before EAN-13), text in Estonian order, both ways', () => {
    const cache = new ColumnCache(rows);
    expect(sortedIndices(fakeTable, cache, { id: 'ean', desc: false }, null, rows.length)).toEqual([1, 3, 0, 2]);
    expect(sortedIndices(fakeTable, cache, { id: 'ean', desc: true }, null, rows.length)).toEqual([2, 0, 3, 1]);
    // õ sorts after v in Estonian; equal weights keep data order in both directions
    expect(sortedIndices(fakeTable, cache, { id: 'name', desc: false }, null, rows.length)).toEqual([1, 2, 3, 0]);
    expect(sortedIndices(fakeTable, cache, { id: 'weight', desc: true }, [0, 2, 3], rows.length)).toEqual([0, 2, 3]);
  });

  it('orders any digit strings as compareDigits does, keeping ties in data order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\d{1,14}$/), { maxLength: 60 }), (eans) => {
        const data = eans.map((ean) => ({ ean, name: '', weight: 0 }));
        const order = sortedIndices(fakeTable, new ColumnCache(data), { id: 'ean', desc: false }, null, data.length);
        const expected = data
          .map((_, index) => index)
          .sort((a, b) => compareDigits(eans[a] ?? '', eans[b] ?? '') || a - b);
        expect(order).toEqual(expected);
      }),
    );
  });
});

describe('client row order, fast paths', () => {
  it('sorts numbers and digit strings natively in the same order as the comparators, ties in data order', () => {
    const row = fc.record({
      ean: fc.stringMatching(/^\d{1,14}$/),
      name: fc.string({ maxLength: 0 }),
      weight: fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double({ noNaN: true, noDefaultInfinity: true })),
    });
    fc.assert(
      fc.property(fc.array(row, { maxLength: 80 }), fc.boolean(), (data, desc) => {
        const cache = new ColumnCache(data);
        const byIndex = data.map((_, index) => index);
        for (const id of ['ean', 'weight'] as const) {
          const compare = id === 'ean' ? compareDigits : (a: number, b: number) => (a < b ? -1 : a > b ? 1 : 0);
          const expected = [...byIndex].sort((a, b) => {
            const x = data[a]?.[id] as never;
            const y = data[b]?.[id] as never;
            return (desc ? -1 : 1) * compare(x, y) || a - b;
          });
          expect(sortedIndices(fakeTable, cache, { id, desc }, null, data.length)).toEqual(expected);
        }
      }),
    );
  });
});
