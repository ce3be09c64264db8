import type { usePendingApplication } from '@epp/api/hooks';
import { createDataTableColumns, DataTable } from '@epp/ui';
import type { ReactNode } from 'react';
import { Header, LocalNumber, PACKAGE_COLUMN_KEYS, Unbroken } from '../packages/package-columns';

/** A package of the pending application (application-in-progress/). */
export type PendingRow = NonNullable<ReturnType<typeof usePendingApplication>['data']>[number];

const col = createDataTableColumns<PendingRow>();

// Six columns, so the table fits beside the form: the EAN type and weight show in the package list once
// the application is submitted.

const pendingColumns = col.columns([
  col.accessor('EAN', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.ean} />,
    sortFn: 'digits',
    cell: ({ getValue }) => <Unbroken>{getValue()}</Unbroken>,
  }),
  col.accessor('name', { header: () => <Header k={PACKAGE_COLUMN_KEYS.shortName} />, sortFn: 'text' }),
  col.accessor('package_category', { header: () => <Header k={PACKAGE_COLUMN_KEYS.category} />, sortFn: 'text' }),
  col.accessor('package_type', {
    header: () => <Header k={PACKAGE_COLUMN_KEYS.shortType} />,
    sortFn: 'text',
  }),
  col.accessor((row) => Number(row.volume), {
    id: 'volume',
    header: () => <Header k={PACKAGE_COLUMN_KEYS.volume} />,
    sortFn: 'number',
    meta: { align: 'end' },
    cell: ({ getValue }) => <LocalNumber value={getValue()} />,
  }),
  col.accessor('color', { header: () => <Header k={PACKAGE_COLUMN_KEYS.color} />, sortFn: 'text' }),
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
}

/** The packages waiting in the pending application: the add-package view and the applications list. */
export function PendingApplicationTable({
  rows,
  caption,
  isCaptionHidden,
  emptyText,
  isLoading,
  error,
  onRetry,
}: PendingApplicationTableProps) {
  return (
    <DataTable
      caption={caption}
      isCaptionHidden={isCaptionHidden}
      data={rows}
      columns={pendingColumns}
      getRowId={(row) => String(row.id)}
      getRowLabel={(row) => row.EAN}
      isLoading={isLoading}
      error={error}
      onRetry={onRetry}
      emptyText={emptyText}
    />
  );
}
