import type { Table } from '@tanstack/react-table';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ColumnCache,
  filteredIndices as filteredOrder,
  type RowOrder,
  sortedIndices as sortedOrder,
} from './client-rows';
import type { DataTableFeatures } from './features';
import { compareDigits, compareNumbers, compareText } from './sort-fns';

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

/** The orders as plain arrays, for readable assertions. */
const list = (order: RowOrder | null) => (order ? [...order] : null);
const filteredIndices = (...args: Parameters<typeof filteredOrder<Row>>) => list(filteredOrder(...args));
const sortedIndices = (...args: Parameters<typeof sortedOrder<Row>>) => list(sortedOrder(...args));

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
    expect(sortedIndices(fakeTable, cache, { id: 'ean', desc: false }, null)).toEqual([1, 3, 0, 2]);
    expect(sortedIndices(fakeTable, cache, { id: 'ean', desc: true }, null)).toEqual([2, 0, 3, 1]);
    // õ sorts after v in Estonian; equal weights keep data order in both directions
    expect(sortedIndices(fakeTable, cache, { id: 'name', desc: false }, null)).toEqual([1, 2, 3, 0]);
    expect(sortedIndices(fakeTable, cache, { id: 'weight', desc: true }, Uint32Array.of(0, 2, 3))).toEqual([0, 2, 3]);
  });

  it('orders any digit strings as compareDigits does, keeping ties in data order', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\d{1,14}$/), { maxLength: 60 }), (eans) => {
        const data = eans.map((ean) => ({ ean, name: '', weight: 0 }));
        const order = sortedIndices(fakeTable, new ColumnCache(data), { id: 'ean', desc: false }, null);
        const expected = data
          .map((_, index) => index)
          .sort((a, b) => compareDigits(eans[a] ?? '', eans[b] ?? '') || a - b);
        expect(order).toEqual(expected);
      }),
    );
  });
});

describe('client row order, fast paths', () => {
  it("orders numbers, digit strings and text as their comparators do, ties in data order, with or without every row's order prepared", () => {
    const row = fc.record({
      // with and without leading zeros (without, the length pass is skipped)
      ean: fc.oneof(fc.stringMatching(/^\d{1,14}$/), fc.stringMatching(/^[1-9]\d{0,13}$/)),
      name: fc.oneof(fc.constantFrom('a', 'A', 'õ', 'o', 'Š'), fc.string({ maxLength: 3 })),
      // NaN and -0 included: NaN counts as empty (the smallest), -0 equals 0
      weight: fc.oneof(fc.integer({ min: -50, max: 50 }), fc.double(), fc.constantFrom(0, -0, Number.NaN)),
    });
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 80 }),
        fc.boolean(),
        fc.array(fc.boolean()),
        fc.boolean(),
        (data, desc, keep, prepared) => {
          const cache = new ColumnCache(data);
          // a filtered subset (in data order, as filteredIndices gives it), or every row
          const byIndex = data
            .map((_, index) => index)
            .filter((index) => keep.length === 0 || keep[index % keep.length]);
          const given = keep.length === 0 ? null : Uint32Array.from(byIndex);
          for (const id of ['ean', 'weight', 'name'] as const) {
            // as the idle preparation (or an earlier sort of all rows) leaves the cache
            if (prepared) cache.ascendingOf(fakeTable.getColumn(id) as never);
            const compare = { ean: compareDigits, weight: compareNumbers, name: compareText }[id] as (
              a: never,
              b: never,
            ) => number;
            const expected = [...byIndex].sort((a, b) => {
              const x = data[a]?.[id] as never;
              const y = data[b]?.[id] as never;
              return (desc ? -1 : 1) * compare(x, y) || a - b;
            });
            expect(sortedIndices(fakeTable, cache, { id, desc }, given)).toEqual(expected);
          }
        },
      ),
    );
  });
});
