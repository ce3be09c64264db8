// The additional-deposit list (/reports/additional-deposit) for every role: the search block (the role's filters:
// the client's year range; the operator's client, posted status and year range), the role's action block, and the
// server's pages, newest year first; a row opens the report. The operator's columns, row menu, 'sync reports'
// and its dialogs come in as props.
import { useAdditionalDepositReports } from '@epp/api/hooks';
import { PAGE_SIZE_OPTIONS, periodOfDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, type DataTableColumn, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { keepPreviousData } from '@tanstack/react-query';
import { type ReactNode, useMemo } from 'react';
import {
  type ListFilterDefinitions,
  ListFilterFields,
  type ListFilterOptions,
  ScreenLayout,
  type ScreenLayoutProps,
  useListUrlState,
  useOpenFromList,
  useToday,
} from '../../kit';
import {
  type AdditionalDepositListCellContext,
  type AdditionalDepositListRow,
  additionalDepositListRow,
} from './additional-deposit-list-columns';
import {
  ADDITIONAL_DEPOSIT_DEFAULT_SORT,
  additionalDepositListDefaults,
  additionalDepositListQuery,
} from './additional-deposit-list-query';

export interface AdditionalDepositListViewProps<D extends ListFilterDefinitions> {
  title: readonly string[];
  tabs: ScreenLayoutProps['tabs'];
  /** The role's filters; `period` (the year range) is every role's. */
  filters: D;
  options: ListFilterOptions<D>;
  columns: readonly DataTableColumn<AdditionalDepositListRow>[];
  /** The address of a report's page. */
  reportPath: (id: string) => string;
  /** The operator's row menu. */
  cellContext?: AdditionalDepositListCellContext;
  /** The role's action block under the search (the operator's 'sync reports'). */
  actions?: ReactNode;
  /** The dialogs the role's actions open. */
  children?: ReactNode;
}

export function AdditionalDepositListView<D extends ListFilterDefinitions>({
  title,
  tabs,
  filters,
  options,
  columns,
  reportPath,
  cellContext,
  actions,
  children,
}: AdditionalDepositListViewProps<D>) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const openFromList = useOpenFromList();
  const today = useToday();
  const currentPeriod = periodOfDate(today);
  const defaults = useMemo(() => additionalDepositListDefaults(currentPeriod), [currentPeriod]);
  const list = useListUrlState({
    filters,
    defaults,
    defaultSort: ADDITIONAL_DEPOSIT_DEFAULT_SORT,
    pageSizeOptions: PAGE_SIZE_OPTIONS.reports,
  });
  const reports = useAdditionalDepositReports(
    { query: additionalDepositListQuery(list.applied, list.table.sort, list.table.page) },
    { placeholderData: keepPreviousData },
  );
  const rows = useMemo(() => (reports.data?.results ?? []).map(additionalDepositListRow), [reports.data]);

  return (
    <ScreenLayout title={title} tabs={tabs}>
      <FilterBar
        title={t('screens.client.additionalDepositReports.searchTitle')}
        onSearch={() => list.apply()}
        onClear={list.clear}
      >
        <ListFilterFields filters={filters} list={list} options={options} today={today} />
      </FilterBar>
      {actions}
      <DataTable
        {...list.table}
        mode="server"
        rowCount={reports.data?.count ?? 0}
        caption={t('screens.client.additionalDepositReports.caption')}
        isCaptionHidden
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.period}
        isLoading={reports.isPending}
        error={reports.error ? failureText('errors.returns.load', reports.error) : undefined}
        onRetry={() => void reports.refetch()}
        emptyText={t('screens.client.additionalDepositReports.empty')}
        {...(cellContext ? { cellContext } : {})}
        onRowAction={(row) => openFromList(reportPath(row.id))}
      />
      {children}
    </ScreenLayout>
  );
}
