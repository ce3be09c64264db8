import type { usePendingApplication } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { createDataTableColumns, DataTable, IconButton, TrashIcon, useCellContext } from '@epp/ui';
import type { ReactNode } from 'react';
import { columnHeader } from '../kit/table';
import { eanColumn, FOLD, FOLDING, unbrokenCell } from './package-cells';
import { PACKAGE_COLUMN_KEYS, PACKAGE_SHORT_HEADER_KEYS } from './package-fields';

/** A package of the pending application (application-in-progress/). */
export type PendingRow = NonNullable<ReturnType<typeof usePendingApplication>['data']>[number];

const col = createDataTableColumns<PendingRow>();

// The fields of a pending application row as spec client §3 lists them: EAN, EAN type, name, category, type,
// volume, weight, colour.
// Beside the package form the table has about half the page: the least important fields fold into the row
// details first (colour, EAN type, category), then the measures, then the type; EAN and name stay (../shared/DECISIONS.md).
const fieldColumns = [
  col.accessor('EAN', eanColumn),
  col.accessor('EAN_type', {
    header: columnHeader(PACKAGE_COLUMN_KEYS.eanType),
    sortFn: 'text',
    cell: unbrokenCell,
    meta: { foldBelow: FOLD.first },
  }),
  col.accessor('name', { header: columnHeader(PACKAGE_SHORT_HEADER_KEYS.name), sortFn: 'text' }),
  col.accessor('package_category', FOLDING.category),
  col.accessor('package_type', FOLDING.type),
  col.accessor((row) => Number(row.volume), FOLDING.volume),
  col.accessor('weight', FOLDING.weight),
  col.accessor('color', {
    header: columnHeader(PACKAGE_COLUMN_KEYS.color),
    sortFn: 'text',
    meta: { foldBelow: FOLD.first },
  }),
];
const pendingColumns = col.columns(fieldColumns);

/** The DataTable's `cellContext` of a pending application the client may change: what a row's delete does. */
export interface PendingCellContext {
  /** The row's delete button was pressed (the screen asks first: DELETE package/{id}/, spec §7). */
  onDelete: (row: PendingRow, trigger: Element | null) => void;
}

function DeleteCell({ row }: { row: PendingRow }) {
  const { t } = useEppTranslation();
  const context = useCellContext<PendingCellContext>();
  if (!context) return null;
  return (
    <IconButton
      size="sm"
      data-pending-delete=""
      aria-label={t('screens.client.applications.deleteLabel', { name: row.name, ean: row.EAN })}
      onPress={() => context.onDelete(row, document.activeElement)}
    >
      <TrashIcon />
    </IconButton>
  );
}

/** The same columns with a delete button per row. */
const deletableColumns = col.columns([
  ...fieldColumns,
  col.display({
    id: 'actions',
    header: columnHeader('screens.client.applications.columns.actions'),
    meta: { width: '110px', align: 'end' },
    cell: ({ row }) => <DeleteCell row={row.original} />,
  }),
]);

export interface PendingApplicationTableProps {
  rows: readonly PendingRow[];
  caption: ReactNode;
  /** Keep the caption for screen readers only, when a heading above shows the name. */
  isCaptionHidden?: boolean;
  emptyText: ReactNode;
  isLoading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  /** Each row gets a delete button doing this (the client's pending application); none without it. */
  cellContext?: PendingCellContext;
}

/**
 * The packages waiting in a pending application: the client's add-package view and applications list, and
 * (with other actions around it) the operator's applications.
 */
export function PendingApplicationTable({
  rows,
  caption,
  isCaptionHidden,
  emptyText,
  isLoading,
  error,
  onRetry,
  cellContext,
}: PendingApplicationTableProps) {
  return (
    <DataTable
      caption={caption}
      isCaptionHidden={isCaptionHidden}
      data={rows}
      columns={cellContext ? deletableColumns : pendingColumns}
      cellContext={cellContext}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.EAN}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
    />
  );
}
