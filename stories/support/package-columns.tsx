// The columns of the generic DataTable stories: EAN (digits comparator), name, client, type, volume, weight,
// status badge and creation date (DD.MM.YYYY, sorted as ISO days). Defined once at module scope: headers and
// cells are components that render the current language, so switching it does not rebuild the row models.
import { formatDisplayDate, formatNumber, packageStatusTone } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { Badge, createDataTableColumns, type DataTableColumn } from '@epp/ui';
import type { PackageTableRow } from './table-rows';
import { T, useStoryTranslation } from './text';

const col = createDataTableColumns<PackageTableRow>();

function StatusBadge({ row }: { row: PackageTableRow }) {
  const { t } = useStoryTranslation();
  return <Badge tone={packageStatusTone(row.statusId)}>{t(`demo.dataTable.statuses.${row.status}`)}</Badge>;
}

/** A number in the interface language's format: "370,3" in Estonian, "370.3" in English. */
function LocalNumber({ value }: { value: number }) {
  return <>{formatNumber(value, useInterfaceLanguage())}</>;
}

export const packageColumns = col.columns([
  col.accessor('ean', {
    header: () => <T k="demo.dataTable.columns.ean" />,
    sortFn: 'digits',
    filterFn: 'text',
    meta: { width: '150px' },
  }),
  col.accessor('name', {
    header: () => <T k="demo.dataTable.columns.name" />,
    sortFn: 'text',
    filterFn: 'text',
    meta: { width: '220px' },
  }),
  col.accessor('client', {
    header: () => <T k="demo.dataTable.columns.client" />,
    sortFn: 'text',
    filterFn: 'text',
    meta: { width: '180px' },
  }),
  col.accessor('type', {
    header: () => <T k="demo.dataTable.columns.type" />,
    sortFn: 'text',
    filterFn: 'select',
    meta: { width: '150px' },
  }),
  col.accessor('volumeCl', {
    header: () => <T k="demo.dataTable.columns.volume" />,
    sortFn: 'number',
    filterFn: 'number',
    meta: { width: '100px', align: 'end' },
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
  }),
  col.accessor('weight', {
    header: () => <T k="demo.dataTable.columns.weight" />,
    sortFn: 'number',
    filterFn: 'number',
    meta: { width: '100px', align: 'end' },
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
  }),
  col.accessor('status', {
    header: () => <T k="demo.dataTable.columns.status" />,
    sortFn: 'basic',
    filterFn: 'multiSelect',
    meta: { width: '150px' },
    cell: ({ row }) => <StatusBadge row={row.original} />,
  }),
  col.accessor('created', {
    header: () => <T k="demo.dataTable.columns.created" />,
    sortFn: 'basic',
    filterFn: 'dateRange',
    meta: { width: '110px' },
    cell: ({ getValue }) => formatDisplayDate(getValue()),
  }),
]);

/**
 * The same columns with priorities for a narrow container: weight and client fold below 900 px, type and volume
 * below 800 px; EAN, name, status and date stay in the row.
 */
const foldBelow: Readonly<Record<string, number>> = { weight: 900, client: 900, type: 800, volumeCl: 800 };
export const foldingPackageColumns = packageColumns.map((column) => {
  const id = 'accessorKey' in column ? String(column.accessorKey) : '';
  const fold = foldBelow[id];
  return fold === undefined ? column : { ...column, meta: { ...column.meta, foldBelow: fold } };
});

/**
 * The same columns under two group headers, "Toode" (EAN and name) and "Mõõdud" (volume and weight); client,
 * type, status and date stand alone, their names spanning both head rows. The column objects are the ones above.
 */
const columnOf = (id: string) =>
  packageColumns.find(
    (column) => 'accessorKey' in column && column.accessorKey === id,
  ) as DataTableColumn<PackageTableRow>;

export const groupedPackageColumns: DataTableColumn<PackageTableRow>[] = [
  col.group({
    id: 'product',
    header: () => <T k="demo.dataTable.groups.product" />,
    columns: [columnOf('ean'), columnOf('name')],
  }),
  columnOf('client'),
  columnOf('type'),
  col.group({
    id: 'measures',
    header: () => <T k="demo.dataTable.groups.measures" />,
    columns: [columnOf('volumeCl'), columnOf('weight')],
  }),
  columnOf('status'),
  columnOf('created'),
];
