// The frame the operator's Testing and Retesting lists share (operator spec §2, §4, §5, §8): the registry tabs,
// 'Pakendi otsing', the columns and filters, selection with the list's bulk actions, each confirmed with its
// possible problems, the answers as page alerts, and a row click to the package's details.
import type { PackageRecord } from '@epp/api/schemas';
import type { RegistryAction } from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useCallback, useMemo, useState } from 'react';
import { ListFilterFields, ScreenLayout, useListUrlState, useOpenFromList, usePageAlerts, useToday } from '../../kit';
import { type ScreenRoute, useRouteTitle } from '../../kit/routes';
import { routes } from '../../routes/route-table';
import { useRegistryArrivalNotice } from '../registry-navigation';
import { REGISTRY_TABS } from '../registry-tabs';
import { TEST_LIST_DEFAULT_SORT } from './test-list-columns';
import { TestListDialog } from './test-list-dialog';
import { TEST_LIST_FILTERS, useTestListFilterOptions } from './test-list-filters';
import type { ResultAlert } from './test-list-results';
import { type TestListRow, testListRows } from './test-list-rows';
import { TestListTable } from './test-list-table';

/** What a list's load gives the frame (a TanStack query of the list's endpoint). */
export interface TestListQuery {
  data: readonly PackageRecord[] | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface TestListFrameProps {
  /** The list's route: its title. */
  route: ScreenRoute;
  query: TestListQuery;
  /** The list's status group (testing 3, 10, 4; retesting 5, 6, 9): the rows and the status filter's options. */
  statusIds: readonly number[];
  /** The bulk actions, in button order; "confirm-results" is enabled by `canConfirm`. */
  actions: readonly RegistryAction[];
  canConfirm: (selected: readonly PackageRecord[]) => boolean;
  caption: TranslationKey;
  empty: TranslationKey;
}

const NO_SELECTION: ReadonlySet<string> = new Set();

export function TestListFrame({ route, query, statusIds, actions, canConfirm, caption, empty }: TestListFrameProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const alerts = usePageAlerts();
  const list = useListUrlState({ filters: TEST_LIST_FILTERS, defaultSort: TEST_LIST_DEFAULT_SORT });
  const rows = useMemo(() => testListRows(query.data ?? [], statusIds), [query.data, statusIds]);
  const byId = useMemo(() => new Map(rows.map((row) => [row.id, row])), [rows]);
  const eans = useMemo(() => new Map(rows.map((row) => [row.id, row.ean])), [rows]);
  const records = useMemo(() => rows.map((row) => row.record), [rows]);
  const options = useTestListFilterOptions(rows, statusIds);
  const [selected, setSelected] = useState<ReadonlySet<string>>(NO_SELECTION);
  const [open, setOpen] = useState<{ action: RegistryAction; ids: readonly string[] } | null>(null);

  const openFromList = useOpenFromList();
  useRegistryArrivalNotice();
  const openDetails = useCallback(
    (row: TestListRow) => openFromList(routes.operator.packageDetails.to({ id: row.id })),
    [openFromList],
  );

  // Made once per failure, so the table's memo sees the same value while the user types in the filters.
  const error = useMemo(
    () => (query.error ? failureText('screens.operator.registry.testLists.loadError', query.error) : undefined),
    [query.error, failureText],
  );

  const showResults = (results: ResultAlert[]) => {
    setOpen(null);
    setSelected(NO_SELECTION);
    for (const result of results) alerts.show({ tone: result.tone, title: result.title, lines: result.lines });
  };

  return (
    <ScreenLayout title={useRouteTitle(route)} tabs={REGISTRY_TABS}>
      <FilterBar title={t('screens.operator.registry.searchTitle')} onSearch={() => list.apply()} onClear={list.clear}>
        <ListFilterFields filters={TEST_LIST_FILTERS} list={list} options={options} today={today} />
      </FilterBar>
      <TestListTable
        caption={t(caption)}
        emptyText={t(empty)}
        rows={rows}
        byId={byId}
        applied={list.applied}
        sort={list.table.sort}
        page={list.table.page}
        pageSizeOptions={list.table.pageSizeOptions}
        onSortChange={list.table.onSortChange}
        onPageChange={list.table.onPageChange}
        isLoading={query.isPending}
        error={error}
        onRetry={() => void query.refetch()}
        selected={selected}
        onSelectedChange={setSelected}
        actions={actions}
        canConfirm={canConfirm}
        onAction={(action, ids) => setOpen({ action, ids })}
        onOpen={openDetails}
      />
      {open && (
        <TestListDialog
          action={open.action}
          selectedIds={open.ids}
          records={records}
          eans={eans}
          onClose={() => setOpen(null)}
          onDone={showResults}
        />
      )}
    </ScreenLayout>
  );
}
