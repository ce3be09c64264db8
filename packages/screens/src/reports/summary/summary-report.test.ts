import type { SummaryItem } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { periodColumnId, summaryColumns, summaryFoldWidths, summaryPeriodColumn } from './summary-columns';
import { hiddenColumnsOf, summaryQuery } from './summary-filters';
import { summaryPeriods, summaryRow } from './summary-rows';

const item = (id: number, periods: [string, number][], extra: Partial<SummaryItem> = {}): SummaryItem => ({
  id,
  EAN: '4740001000017',
  EAN_type: 'EAN-13',
  package_type: 'PET',
  name: 'Vesi',
  package_category: 'Joogid',
  volume: '50',
  deposit: 0.1,
  periods: periods.map(([period, quantity]) => ({ period, quantity })),
  ...extra,
});

describe('summary query', () => {
  const applied = { period: { from: '2026-01', to: '2026-06' }, category: '4', hidden: ['volume', 'bogus', 'name'] };

  it('asks the table for every column, and the export for the chosen ones', () => {
    expect(summaryQuery(applied, '2026-11', 'table')).toEqual({
      fromDate: '2026-01',
      toDate: '2026-06',
      packageCategory: '4',
      showEANCode: true,
      showEANType: true,
      showPackageType: true,
      showName: true,
      showPackageCategory: true,
      showVolume: true,
      showDeposit: true,
    });
    expect(summaryQuery(applied, '2026-11', 'export')).toMatchObject({ showName: false, showVolume: false });
    expect(summaryQuery(applied, '2026-11', 'export')).toMatchObject({ showEANType: true, showDeposit: true });
  });

  it('defaults to one year back to the current month, with no category or type', () => {
    expect(summaryQuery({}, '2026-11', 'table')).toMatchObject({ fromDate: '2025-11', toDate: '2026-11' });
    expect(summaryQuery({}, '2026-11', 'table')).not.toHaveProperty('packageType');
  });

  it('knows only the six toggles as hidden columns', () => {
    expect(hiddenColumnsOf(applied)).toEqual(['volume', 'name']);
    expect(hiddenColumnsOf({})).toEqual([]);
  });
});

/** A column's id: its own, or its accessor key's (TanStack gives an accessor column that id). */
const columnIdOf = (column: { id?: string }) => column.id ?? (column as { accessorKey?: string }).accessorKey;

describe('summary rows and columns', () => {
  it('gives each package its quantity per month and a dash-able empty for fields not sent', () => {
    const row = summaryRow(
      item(
        7,
        [
          ['2026-02', 5],
          ['2026-01', 3],
          ['2026-02', 1],
        ],
        { name: null, volume: null },
      ),
    );
    expect(row).toMatchObject({ id: '7', name: '', volume: null, deposit: 0.1 });
    expect(row.quantities).toEqual({ '2026-01': 3, '2026-02': 6 });
  });

  it('has one quantity column per month of the answer, oldest first', () => {
    const items = [
      item(1, [['2026-03', 1]]),
      item(2, [
        ['2026-01', 1],
        ['2026-03', 2],
      ]),
    ];
    expect(summaryPeriods(items)).toEqual(['2026-01', '2026-03']);
    expect(summaryPeriods([])).toEqual([]);
  });

  it('shows the EAN, the optional columns not hidden, then the months under their years; a month column is made once', () => {
    const columns = summaryColumns(['2025-12', '2026-01', '2026-02'], ['category', 'eanType']);
    expect(columns.map(columnIdOf)).toEqual([
      'ean',
      'packageType',
      'name',
      'volume',
      'deposit',
      'year-2025',
      'year-2026',
    ]);
    const months = columns.slice(5).map((group) => ('columns' in group ? (group.columns ?? []).map(columnIdOf) : []));
    expect(months).toEqual([['period-2025-12'], ['period-2026-01', 'period-2026-02']]);
    expect(summaryPeriodColumn('2026-01')).toBe(summaryPeriodColumn('2026-01'));
    expect(summaryColumns(['2026-01'], [])[1]).toBe(summaryColumns(['2026-01'], [])[1]);
    expect(periodColumnId('2026-05')).toBe('period-2026-05');
  });

  it('folds the optional columns least needed first, each as soon as the table would not fit with it', () => {
    const every = ['eanType', 'packageType', 'name', 'category', 'volume', 'deposit'] as const;
    const all = summaryFoldWidths(13, every);
    const order = [...all].sort(([, a], [, b]) => b - a).map(([id]) => id);
    expect(order).toEqual(['eanType', 'category', 'deposit', 'packageType', 'volume', 'name']);
    // Fewer months leave room for more: every width shrinks by the months' room.
    const fewer = summaryFoldWidths(3, every);
    for (const [id, width] of fewer) expect(width).toBeLessThan(all.get(id) ?? 0);
    // A hidden column takes no room: a column it would have been kept beside folds at a smaller width.
    expect(
      summaryFoldWidths(13, ['eanType', 'packageType', 'name', 'category', 'deposit']).get('packageType'),
    ).toBeLessThan(all.get('packageType') ?? 0);
    // The EAN and the months never fold.
    const columns = summaryColumns(['2026-01'], []);
    expect(columns[0]?.meta?.foldBelow).toBe(undefined);
    expect(summaryPeriodColumn('2026-01').meta?.foldBelow).toBe(undefined);
  });
});
