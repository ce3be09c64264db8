// The testing lists' table, apart from the filter bar: typing in a filter field changes only the bar's draft,
// and this memo keeps the 10,000-row table from re-rendering on each keystroke (spec: "Kõik" stays fast).
import type { PackageRecord } from '@epp/api/schemas';
import type { PageState, RegistryAction } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, DataTable, type FilterValues, type SortState } from '@epp/ui';
import { actionTextKeys } from '@epp/widgets/confirm-with-problems';
import { memo, type ReactNode } from 'react';
import { sameValueProps } from '../../kit';
import { testListColumns } from './test-list-columns';
import type { TestListRow } from './test-list-rows';

export interface TestListTableProps {
  caption: string;
  emptyText: string;
  rows: readonly TestListRow[];
  byId: ReadonlyMap<string, TestListRow>;
  applied: FilterValues;
  sort: SortState | null;
  page: PageState;
  pageSizeOptions: readonly number[];
  isLoading: boolean;
  error: ReactNode;
  selected: ReadonlySet<string>;
  actions: readonly RegistryAction[];
  onSortChange: (sort: SortState | null) => void;
  onPageChange: (page: PageState) => void;
  onRetry: () => void;
  onSelectedChange: (ids: ReadonlySet<string>) => void;
  canConfirm: (selected: readonly PackageRecord[]) => boolean;
  onAction: (action: RegistryAction, ids: readonly string[]) => void;
  onOpen: (row: TestListRow) => void;
}

export const TestListTable = memo(function TestListTable(props: TestListTableProps) {
  const { t } = useEppTranslation();
  const { byId, actions, canConfirm, onAction } = props;
  return (
    <DataTable
      sort={props.sort}
      onSortChange={props.onSortChange}
      page={props.page}
      onPageChange={props.onPageChange}
      pageSizeOptions={props.pageSizeOptions}
      caption={props.caption}
      isCaptionHidden
      data={props.rows}
      columns={testListColumns}
      density="compact"
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.ean}
      filters={props.applied}
      isLoading={props.isLoading}
      error={props.error}
      onRetry={props.onRetry}
      emptyText={props.emptyText}
      isSelectable
      selectedIds={props.selected}
      onSelectedIdsChange={props.onSelectedChange}
      clearSelectionLabel={(count) => t('screens.operator.registry.testLists.clearSelection', { count })}
      onRowAction={props.onOpen}
      bulkActions={({ ids, count }) => {
        const chosen = ids.flatMap((id) => byId.get(id)?.record ?? []);
        return actions.map((action) => (
          <Button
            key={action}
            size="sm"
            variant={action === 'register' ? 'primary' : 'secondary'}
            isDisabled={count === 0 || (action === 'confirm-results' && !canConfirm(chosen))}
            onPress={() => onAction(action, ids)}
          >
            {t(actionTextKeys(action).open, { count })}
          </Button>
        ));
      }}
    />
  );
}, sameValueProps);
