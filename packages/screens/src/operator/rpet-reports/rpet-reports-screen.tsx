import { useAllClients, useRpetReports } from '@epp/api/hooks';
import { PAGE_SIZE_OPTIONS, yearOf } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, FilterBar, type SelectOption } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import { styled } from 'styled-components';
import {
  actionRow,
  createScreen,
  ListFilterFields,
  rangeValueOf,
  ScreenLayout,
  useListUrlState,
  useLoadFailureAlert,
  useRouteTitle,
  useToday,
} from '../../kit';
import { OPERATOR_REPORT_TABS } from '../../reports/report-tabs';
import { RPET_DEFAULT_SORT, rpetAdminListColumns, rpetListRows, rpetOrdering } from '../../reports/rpet';
import { routes } from '../../routes/route-table';
import { CreateRpetReports } from './create-rpet-reports';
import { ExportRpetYear } from './export-rpet-year';
import { useRpetListNotice } from './rpet-list-notice';
import { RPET_ADMIN_FILTERS, rpetAdminQuery } from './rpet-reports-filters';
import { useRpetAdminListActions } from './use-rpet-admin-list-actions';

const K = 'screens.operator.rpetReports';

/** The list takes no props: its filters, sort and page are in the address, today is the clock's. */
export type RpetReportsScreenProps = Record<never, never>;

/** Report lists page by 10, 25, 50 or 100 (spec §9). */
const PAGE_SIZES = PAGE_SIZE_OPTIONS.reports;

const Actions = styled.div`
  ${actionRow}
`;

/**
 * The operator's rPET reports (route /reports/rpet, spec operator §2 "rPET list"): search by company, submitted
 * status and years (2024 to the current year); "Loo aruanded" (a year, optionally a company) and "Ekspordi
 * aasta"; the reports with company, period, submitted date and status, sorted and paged on the server; a row
 * menu to open and export.
 */
export const RpetReportsScreen = createScreen<RpetReportsScreenProps>('RpetReportsScreen', RpetReports);

function RpetReports() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const currentYear = yearOf(today);
  const list = useListUrlState({
    filters: RPET_ADMIN_FILTERS,
    defaultSort: RPET_DEFAULT_SORT,
    pageSizeOptions: PAGE_SIZES,
  });
  const { page, sort } = list.table;
  const reports = useRpetReports({
    query: {
      ...rpetAdminQuery(list.applied, rangeValueOf(list.applied, 'years'), currentYear),
      page: page.page,
      page_size: page.pageSize,
      ...(rpetOrdering(sort) ? { ordering: rpetOrdering(sort) } : {}),
    },
  });
  const clients = useAllClients();
  useLoadFailureAlert(clients, `${K}.companiesLoadError`);
  const companies = useMemo(() => companyOptions(clients.data ?? []), [clients.data]);
  const submitted: SelectOption[] = [
    { id: 'true', label: t('status.rpet.submitted') },
    { id: 'false', label: t('status.rpet.unsubmitted') },
  ];
  const actions = useRpetAdminListActions();
  useRpetListNotice();
  const rows = useMemo(() => rpetListRows(reports.data?.results ?? []), [reports.data]);

  return (
    <ScreenLayout title={useRouteTitle(routes.operator.rpetReports)} tabs={OPERATOR_REPORT_TABS}>
      <FilterBar title={t(`${K}.searchTitle`)} onSearch={() => list.apply()} onClear={list.clear}>
        <ListFilterFields
          filters={RPET_ADMIN_FILTERS}
          list={list}
          options={{ client: companies, submitted }}
          today={today}
        />
      </FilterBar>
      <Actions>
        <CreateRpetReports companies={companies} onCreated={() => list.table.onPageChange({ ...page, page: 1 })} />
        <ExportRpetYear />
      </Actions>
      <DataTable
        {...list.table}
        mode="server"
        rowCount={reports.data?.count ?? 0}
        caption={t(`${K}.caption`)}
        isCaptionHidden
        data={rows}
        columns={rpetAdminListColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => `${row.company} ${row.period}`}
        isLoading={reports.isPending}
        error={reports.error ? failureText('errors.rpet.load', reports.error) : undefined}
        onRetry={() => void reports.refetch()}
        emptyText={t(`${K}.empty`)}
        cellContext={actions.cellContext}
        onRowAction={actions.open}
      />
    </ScreenLayout>
  );
}

/** The company picker offers every client, by name (the call answers them all). */
function companyOptions(clients: readonly { id: number | string; name: string }[]): SelectOption[] {
  return [...clients]
    .sort((a, b) => a.name.localeCompare(b.name, 'et'))
    .map((client) => ({ id: String(client.id), label: client.name }));
}
