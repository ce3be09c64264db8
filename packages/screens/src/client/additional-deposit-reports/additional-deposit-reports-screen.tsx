import { useAdditionalDepositReports } from '@epp/api/hooks';
import { PAGE_SIZE_OPTIONS, periodOfDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createScreen, ListFilterFields, ScreenLayout, useListUrlState, useRouteTitle, useToday } from '../../kit';
import {
  ADDITIONAL_DEPOSIT_DEFAULT_SORT,
  ADDITIONAL_DEPOSIT_LIST_FILTERS,
  additionalDepositListColumns,
  additionalDepositListDefaults,
  additionalDepositListQuery,
  additionalDepositListRow,
} from '../../reports/additional-deposit';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import { routes } from '../../routes/route-table';

/** The list takes no props: its filters, sort and page are in the address. */
export type AdditionalDepositReportsScreenProps = Record<never, never>;

/**
 * The client's additional-deposit reports (/reports/additional-deposit, spec §2 "Reports section", §7): a year
 * range (snapped to January and December; last year and this one by default, additionalDepositListDefaultRange),
 * search and clear; the server's pages of year, invoice links and last-synced date, newest year first; a row
 * opens the report.
 */
export const AdditionalDepositReportsScreen = createScreen<AdditionalDepositReportsScreenProps>(
  'AdditionalDepositReportsScreen',
  AdditionalDepositReports,
);

function AdditionalDepositReports() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const today = useToday();
  const currentPeriod = periodOfDate(today);
  const defaults = useMemo(() => additionalDepositListDefaults(currentPeriod), [currentPeriod]);
  const list = useListUrlState({
    filters: ADDITIONAL_DEPOSIT_LIST_FILTERS,
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
    <ScreenLayout title={useRouteTitle(routes.client.additionalDepositReports)} tabs={CLIENT_REPORT_TABS}>
      <FilterBar
        title={t('screens.client.additionalDepositReports.searchTitle')}
        onSearch={() => list.apply()}
        onClear={list.clear}
      >
        <ListFilterFields filters={ADDITIONAL_DEPOSIT_LIST_FILTERS} list={list} options={{}} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        mode="server"
        rowCount={reports.data?.count ?? 0}
        caption={t('screens.client.additionalDepositReports.caption')}
        isCaptionHidden
        data={rows}
        columns={additionalDepositListColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.period}
        isLoading={reports.isPending}
        error={reports.error ? failureText('errors.returns.load', reports.error) : undefined}
        onRetry={() => void reports.refetch()}
        emptyText={t('screens.client.additionalDepositReports.empty')}
        onRowAction={(row) => navigate(routes.client.additionalDepositReport.to({ id: row.id }))}
      />
    </ScreenLayout>
  );
}
