// The summary report's columns: the EAN, the six optional columns the toggles show or hide, and one quantity
// column per month of the answer. Each column object is made once (module scope, or once per month in a
// cache), so the DataTable keeps its row models when the same columns come back in a new array.
import { formatDisplayPeriod, formatMoney, type Period } from '@epp/core';
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

/**
 * A name keeps a readable width: with a dozen month columns the table scrolls sideways rather than squeezing
 * the names into a word a line.
 */
const Named = styled.span`
  display: inline-block;
  min-width: 20ch;
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
  meta: { width: '16ch' },
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
    meta: { width: '32ch' },
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

/** A month's quantity column ("01.2026"), made once per month. */
export function summaryPeriodColumn(period: Period): DataTableColumn<SummaryRow> {
  const known = periodColumns.get(period);
  if (known) return known;
  const column = col.accessor((row) => row.quantities[period] ?? 0, {
    id: periodColumnId(period),
    header: () => formatDisplayPeriod(period),
    sortFn: 'number',
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
    meta: { align: 'end', width: '10ch', label: formatDisplayPeriod(period) },
  });
  periodColumns.set(period, column);
  return column;
}

/** The columns shown: the EAN, the optional columns not hidden (in the spec's order), then the months. */
export function summaryColumns(
  periods: readonly Period[],
  hidden: readonly SummaryToggleColumn[],
): DataTableColumn<SummaryRow>[] {
  const optional = (Object.keys(SUMMARY_OPTIONAL_COLUMNS) as SummaryToggleColumn[])
    .filter((id) => !hidden.includes(id))
    .map((id) => SUMMARY_OPTIONAL_COLUMNS[id]);
  return [eanColumn, ...optional, ...periods.map(summaryPeriodColumn)];
}
