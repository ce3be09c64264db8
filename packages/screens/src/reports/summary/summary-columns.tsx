// The summary report's columns: the EAN, the six optional columns the toggles show or hide, and one quantity
// column per month of the answer, grouped under their year. Each column object is made once (module scope, or
// once per month or fold width in a cache), so the DataTable keeps its row models when the same columns come back
// in a new array. How the table fits 1280 px: DECISIONS.md.
import { formatDisplayPeriod, formatMoney, type Period, yearOf } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { createDataTableColumns, type DataTableColumn } from '@epp/ui';
import { styled } from 'styled-components';
import { columnHeader } from '../../kit';
import { LocalNumber, Unbroken, unbrokenCell } from '../../packages';
import type { SummaryToggleColumn } from './summary-filters';
import type { SummaryRow } from './summary-rows';

const col = createDataTableColumns<SummaryRow>();

/** A text the server did not send (its column was asked without it) shows as a dash. */
const textCell = ({ getValue }: { getValue: () => unknown }) => {
  const value = String(getValue() ?? '');
  return value === '' ? '–' : value;
};

/** A name wraps at its column's width (the months need the room); a long word is broken rather than overflowing. */
const Named = styled.span`
  overflow-wrap: anywhere;
`;

/** A classifier word ("Plekk (alumiinium)", "Rahvusvaheline") on one line. */
const unbrokenTextCell = ({ getValue }: { getValue: () => unknown }) => <Unbroken>{textCell({ getValue })}</Unbroken>;

function Deposit({ value }: { value: number | null }) {
  const language = useInterfaceLanguage();
  return <>{value === null ? '–' : formatMoney(value, language)}</>;
}

const eanColumn = col.accessor('ean', {
  header: columnHeader('screens.client.summaryReport.columns.ean'),
  sortFn: 'digits',
  cell: unbrokenCell,
  meta: { width: '14ch' },
});

/** The optional columns by toggle id. */
export const SUMMARY_OPTIONAL_COLUMNS: Readonly<Record<SummaryToggleColumn, DataTableColumn<SummaryRow>>> = {
  eanType: col.accessor('eanType', {
    header: columnHeader('screens.client.summaryReport.columns.eanType'),
    sortFn: 'text',
    cell: unbrokenTextCell,
    meta: { width: '17ch' },
  }),
  packageType: col.accessor('packageType', {
    header: columnHeader('screens.client.summaryReport.columns.packageType'),
    sortFn: 'text',
    cell: unbrokenTextCell,
    meta: { width: '20ch' },
  }),
  name: col.accessor('name', {
    header: columnHeader('screens.client.summaryReport.columns.name'),
    sortFn: 'text',
    cell: ({ getValue }) => <Named>{textCell({ getValue })}</Named>,
    meta: { width: '18ch' },
  }),
  category: col.accessor('category', {
    header: columnHeader('screens.client.summaryReport.columns.category'),
    sortFn: 'text',
    cell: unbrokenTextCell,
    meta: { width: '22ch' },
  }),
  volume: col.accessor((row) => row.volume ?? -1, {
    id: 'volume',
    header: columnHeader('screens.client.summaryReport.columns.volume'),
    sortFn: 'number',
    cell: ({ row }) => (row.original.volume === null ? '–' : <LocalNumber value={row.original.volume} />),
    meta: { align: 'end', width: '10ch' },
  }),
  deposit: col.accessor((row) => row.deposit ?? -1, {
    id: 'deposit',
    header: columnHeader('screens.client.summaryReport.columns.deposit'),
    sortFn: 'number',
    cell: ({ row }) => <Deposit value={row.original.deposit} />,
    meta: { align: 'end', width: '13ch' },
  }),
};

/** The column id of a month's quantities: `period-2026-01`. */
export const periodColumnId = (period: Period) => `period-${period}`;

const periodColumns = new Map<Period, DataTableColumn<SummaryRow>>();

/**
 * A month's quantity column, made once per month: its header is the month alone ("01"), under its year's group
 * header; its name in the sort announcement and the row details is the whole month ("01.2026").
 */
export function summaryPeriodColumn(period: Period): DataTableColumn<SummaryRow> {
  const known = periodColumns.get(period);
  if (known) return known;
  const column = col.accessor((row) => row.quantities[period] ?? 0, {
    id: periodColumnId(period),
    header: () => period.slice(5),
    sortFn: 'number',
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
    meta: { align: 'end', width: '6ch', tight: true, label: formatDisplayPeriod(period) },
  });
  periodColumns.set(period, column);
  return column;
}

/** The months under their years, oldest first: one column group per year. */
function yearGroups(periods: readonly Period[]): DataTableColumn<SummaryRow>[] {
  const years = new Map<number, Period[]>();
  for (const period of periods) {
    const year = yearOf(period);
    const months = years.get(year);
    if (months) months.push(period);
    else years.set(year, [period]);
  }
  return [...years].map(([year, months]) =>
    col.group({ id: `year-${year}`, header: () => String(year), columns: months.map(summaryPeriodColumn) }),
  );
}

/**
 * The room (px, compact cells) a column needs, measured in the portal at 1280 px (the table has 974 px beside the
 * sidebar): a month of five-digit quantities 57 (tight cells), the EAN 122, the details buttons' column 48; the
 * descriptive columns their `meta.width` (1ch ≈ 8.6 px); the name 120, two lines of a usual name. Rounded up, so a
 * column folds a little early rather than the table scrolling.
 */
const COLUMN_PX = {
  expand: 48,
  ean: 124,
  month: 60,
  name: 120,
  eanType: 150,
  packageType: 176,
  category: 192,
  volume: 90,
  deposit: 115,
} as const;

/**
 * The optional columns in the order they leave the row as the table narrows (the first folds first); the name
 * last, when a year of months alone fills the row. The EAN and the months never fold (the months are the report).
 */
const FOLD_ORDER: readonly SummaryToggleColumn[] = ['eanType', 'category', 'deposit', 'packageType', 'volume', 'name'];

const foldingColumns = new Map<string, DataTableColumn<SummaryRow>>();

/** An optional column that folds below `foldBelow` px, made once per width. */
function folding(id: SummaryToggleColumn, foldBelow: number): DataTableColumn<SummaryRow> {
  const key = `${id} ${foldBelow}`;
  const known = foldingColumns.get(key);
  if (known) return known;
  const base = SUMMARY_OPTIONAL_COLUMNS[id];
  const column = { ...base, meta: { ...base.meta, foldBelow } } as DataTableColumn<SummaryRow>;
  foldingColumns.set(key, column);
  return column;
}

/**
 * Each shown optional column's fold width: the room of the EAN and the months (and the details button) plus its
 * own and that of every column kept longer than it. So a column folds as soon as the table would not fit with it,
 * the least needed first, and on a wide screen nothing folds.
 */
export function summaryFoldWidths(
  monthCount: number,
  shown: readonly SummaryToggleColumn[],
): ReadonlyMap<SummaryToggleColumn, number> {
  const kept = FOLD_ORDER.filter((id) => shown.includes(id));
  let room = COLUMN_PX.expand + COLUMN_PX.ean + monthCount * COLUMN_PX.month;
  const widths = new Map<SummaryToggleColumn, number>();
  for (const id of [...kept].reverse()) {
    room += COLUMN_PX[id];
    widths.set(id, room);
  }
  return widths;
}

/**
 * The columns shown: the EAN, the optional columns not hidden (in the spec's order), then the months under
 * their years.
 */
export function summaryColumns(
  periods: readonly Period[],
  hidden: readonly SummaryToggleColumn[],
): DataTableColumn<SummaryRow>[] {
  const shown = (Object.keys(SUMMARY_OPTIONAL_COLUMNS) as SummaryToggleColumn[]).filter((id) => !hidden.includes(id));
  const foldWidths = summaryFoldWidths(periods.length, shown);
  const optional = shown.map((id) => {
    const foldBelow = foldWidths.get(id);
    return foldBelow === undefined ? SUMMARY_OPTIONAL_COLUMNS[id] : folding(id, foldBelow);
  });
  return [eanColumn, ...optional, ...yearGroups(periods)];
}
