// The package list's columns (client spec §2 "Packages"). Module scope, as the DataTable asks: headers and
// cells are components reading the current language, so a language switch re-renders them without
// rebuilding the row models.
import { formatDisplayDate } from '@epp/core';
import { createDataTableColumns } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader } from '../kit/table';
import { eanColumn, FOLD, FOLDING } from './package-cells';
import { PACKAGE_COLUMN_KEYS, PACKAGE_SHORT_HEADER_KEYS } from './package-fields';
import type { PackageListRow } from './package-rows';

const col = createDataTableColumns<PackageListRow>();

export const packageColumns = col.columns([
  col.accessor('ean', eanColumn),
  // Narrow columns: one line cut with an ellipsis (the whole value as a tooltip); the least important fold into
  // the row details where the table's container is narrower.
  col.accessor('eanType', {
    header: columnHeader(PACKAGE_COLUMN_KEYS.eanType),
    sortFn: 'text',
    meta: { truncate: '10ch', foldBelow: FOLD.first },
  }),
  col.accessor('name', { header: columnHeader(PACKAGE_SHORT_HEADER_KEYS.name), sortFn: 'text' }),
  col.accessor('color', {
    header: columnHeader(PACKAGE_COLUMN_KEYS.color),
    sortFn: 'text',
    meta: { truncate: '9ch', foldBelow: FOLD.first },
  }),
  col.accessor('category', FOLDING.category),
  col.accessor('type', FOLDING.type),
  col.accessor((row) => Number(row.volume), FOLDING.volume),
  col.accessor('weight', FOLDING.weight),
  col.accessor('statusId', {
    header: columnHeader(PACKAGE_COLUMN_KEYS.status),
    sortFn: 'basic',
    cell: ({ row }) => (
      <StatusBadge family="package" value={Number(row.original.statusId)} label={row.original.statusLabel} />
    ),
  }),
  col.accessor('date', {
    header: columnHeader(PACKAGE_COLUMN_KEYS.date),
    sortFn: 'basic',
    cell: ({ getValue }) => {
      const date = getValue();
      return date === '' ? '–' : formatDisplayDate(date);
    },
  }),
  col.accessor('testResult', {
    header: columnHeader(PACKAGE_COLUMN_KEYS.testResult),
    sortFn: 'basic',
    cell: ({ getValue }) => {
      const result = getValue();
      return result === '' ? '–' : <StatusBadge family="testResult" value={result} />;
    },
  }),
]);

/** The default sort: the date (combined_at), newest first. */
export const PACKAGE_DEFAULT_SORT = { id: 'date', desc: true } as const;
