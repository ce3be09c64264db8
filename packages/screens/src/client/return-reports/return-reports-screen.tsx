import { useCurrentUser, useReturnReports } from '@epp/api/hooks';
import { PAGE_SIZE_OPTIONS, periodOfDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, DataTable, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { keepPreviousData } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { createScreen, ListFilterFields, ScreenLayout, useListUrlState, useRouteTitle, useToday } from '../../kit';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import {
  RETURN_LIST_DEFAULT_SORT,
  RETURN_LIST_FILTERS,
  returnListColumns,
  returnListDefaults,
  returnListQuery,
  returnListRow,
} from '../../reports/returns';
import { routes } from '../../routes/route-table';
import { ContractBanner } from '../../shared/contract-banner';
import { useActiveClient } from '../../shared/use-active-client';

/** The list takes no props: its filters, sort and page are in the address. */
export type ReturnReportsScreenProps = Record<never, never>;

/**
 * The client's return reports (/reports/returns, spec §2 "Reports section", §7 "Other reports"): a period
 * month range (the last 6 months by default), search and clear; the server's pages, sorted by period
 * (newest first) or confirmation date; a row opens the report. The reports load only while the company's
 * contract is active: otherwise no request is sent and a message says why.
 */
export const ReturnReportsScreen = createScreen<ReturnReportsScreenProps>('ReturnReportsScreen', ReturnReports);

function ReturnReports() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const today = useToday();
  const currentPeriod = periodOfDate(today);
  const defaults = useMemo(() => returnListDefaults(currentPeriod), [currentPeriod]);
  const user = useCurrentUser();
  const active = useActiveClient();
  const isActive = active.contract === 'active';
  const list = useListUrlState({
    filters: RETURN_LIST_FILTERS,
    defaults,
    defaultSort: RETURN_LIST_DEFAULT_SORT,
    defaultPageSize: 25,
    pageSizeOptions: PAGE_SIZE_OPTIONS.reports,
  });
  const reports = useReturnReports(
    { query: returnListQuery(list.applied, list.table.sort, list.table.page) },
    { enabled: isActive, placeholderData: keepPreviousData },
  );
  const rows = useMemo(() => (reports.data?.results ?? []).map(returnListRow), [reports.data]);
  // Without the user there is no contract to check: its failure is the list's, with its own retry.
  const loadError = user.error ?? reports.error;
  const retry = () => void (user.error ? user.refetch() : reports.refetch());

  return (
    <ScreenLayout
      title={useRouteTitle(routes.client.returnReports)}
      tabs={CLIENT_REPORT_TABS}
      banner={<ContractBanner contract={active.contract} />}
    >
      <FilterBar
        title={t('screens.client.returnReports.searchTitle')}
        onSearch={() => list.apply()}
        onClear={list.clear}
      >
        <ListFilterFields filters={RETURN_LIST_FILTERS} list={list} options={{}} today={today} />
      </FilterBar>
      {active.contract !== null && !isActive ? (
        <Alert tone="info" title={t('screens.client.returnReports.noActiveContract')}>
          {t(
            active.contract === 'pending'
              ? 'screens.client.returnReports.pendingContractText'
              : 'screens.client.returnReports.noContractText',
          )}
        </Alert>
      ) : (
        <DataTable
          {...list.table}
          mode="server"
          rowCount={reports.data?.count ?? 0}
          caption={t('screens.client.returnReports.caption')}
          isCaptionHidden
          data={rows}
          columns={returnListColumns}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.period}
          isLoading={user.isPending || (isActive && reports.isPending)}
          error={loadError ? failureText('errors.returns.load', loadError) : undefined}
          onRetry={retry}
          emptyText={t('screens.client.returnReports.empty')}
          onRowAction={(row) => navigate(routes.client.returnReport.to({ id: row.id }))}
        />
      )}
    </ScreenLayout>
  );
}
