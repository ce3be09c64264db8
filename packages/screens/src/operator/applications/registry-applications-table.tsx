// The applications list's table, apart from the filter bar: a keystroke in a filter field first renders the
// field alone (its draft), and this memo keeps the 10,000-row table out of that render; the table draws again
// when the applied filters (the address) follow. Issue #15: a keystroke under 100 ms in "Kõik".
import { useEppTranslation } from '@epp/i18n';
import { Button, DataTable, type FilterValues } from '@epp/ui';
import { memo, type ReactNode } from 'react';
import { type ListUrlState, sameValueProps } from '../../kit';
import { type ApplicationRow, applicationColumns } from './registry-applications-columns';

/** The list's sort, page and page size from the address (`list.table` of useListUrlState). */
type ListTableState = ListUrlState['table'];

export interface ApplicationsTableProps extends ListTableState {
  rows: readonly ApplicationRow[];
  applied: FilterValues;
  isLoading: boolean;
  error: ReactNode;
  onRetry: () => void;
  selectedIds: ReadonlySet<string>;
  onSelectedIdsChange: (ids: ReadonlySet<string>) => void;
  /** 'Valitud näidised (n)': opens the selection's modal. */
  onOpenSelection: () => void;
  onOpen: (row: ApplicationRow) => void;
}

const rowId = (row: ApplicationRow) => row.id;
const rowLabel = (row: ApplicationRow) => row.ean;

export const ApplicationsTable = memo(function ApplicationsTable(props: ApplicationsTableProps) {
  const { t } = useEppTranslation();
  // The rest are the DataTable's own props by name: sort, page, loading, error, selection.
  const { rows, applied, onOpenSelection, onOpen, ...tableProps } = props;
  return (
    <DataTable
      {...tableProps}
      caption={t('screens.operator.registryApplications.caption')}
      isCaptionHidden
      data={rows}
      columns={applicationColumns}
      getRowId={rowId}
      getRowLabel={rowLabel}
      filters={applied}
      emptyText={t('screens.operator.registryApplications.empty')}
      isSelectable
      bulkActions={({ count }) => (
        <Button variant="primary" size="sm" onPress={onOpenSelection}>
          {t('screens.operator.registryApplications.selection.open', { count })}
        </Button>
      )}
      onRowAction={onOpen}
    />
  );
}, sameValueProps);
