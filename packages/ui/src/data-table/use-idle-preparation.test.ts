import type { Column } from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { ColumnCache } from './client-rows';
import type { DataTableFeatures } from './features';
import { stepsFor } from './use-idle-preparation';

interface Row {
  ean: string;
  name: string;
  weight: number;
}

const column = (id: keyof Row, sortFn: string, filterFn: string, canSort = true) =>
  ({
    id,
    accessorFn: (row: Row) => row[id],
    columnDef: { sortFn, filterFn },
    getCanSort: () => canSort,
  }) as unknown as Column<DataTableFeatures, Row, unknown>;

describe('idle preparation', () => {
  it('prepares the orders of sortable number and digit columns and the text filter keys, one column a step', () => {
    const data: Row[] = [
      { ean: '4740000000024', name: 'Vesi', weight: 2 },
      { ean: '47400012', name: 'Mahl', weight: 1 },
    ];
    const cache = new ColumnCache(data);
    const ean = column('ean', 'digits', 'text');
    const name = column('name', 'text', 'text');
    const weight = column('weight', 'number', 'number');
    const unsortable = column('weight', 'number', 'number', false);
    const steps = stepsFor([ean, name, weight], cache);
    // ean: order + keys, name: keys only (a collator sort is too long for idle time), weight: order only
    expect(steps).toHaveLength(4);
    expect(stepsFor([unsortable], cache)).toHaveLength(0);
    for (const step of steps) step();
    expect(cache.hasAscending(ean)).toBe(true);
    expect(cache.hasAscending(weight)).toBe(true);
    expect(cache.hasAscending(name)).toBe(false);
    expect([...cache.ascendingOf(ean)]).toEqual([1, 0]);
  });
});
