import { useRpetReports } from '@epp/api/hooks';
import { PAGE_SIZE_OPTIONS, yearOf } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DataTable } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import {
  actionRow,
  createScreen,
  ImportModal,
  ListFilterFields,
  rangeValueOf,
  ScreenLayout,
  useListUrlState,
  useRouteTitle,
  useToday,
} from '../../kit';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import {
  RPET_DEFAULT_SORT,
  RPET_LIST_FILTERS,
  rpetImportInto,
  rpetListColumns,
  rpetListRows,
  rpetOrdering,
  yearsOf,
} from '../../reports/rpet';
import { routes } from '../../routes/route-table';
import { useRpetListActions } from './use-rpet-list-actions';

/** The list takes no props: the years, sort and page are in the address, today is the clock's. */
export type RpetReportListScreenProps = Record<never, never>;

/** Report lists page by 10, 25, 50 or 100 (spec §9). */
const PAGE_SIZES = PAGE_SIZE_OPTIONS.reports;

const Toolbar = styled.div`
  ${actionRow}
  /* The two year pickers side by side, as wide as the sales list's month pickers. */
  & > * {
    width: min(100%, 31rem);
  }
`;

/**
 * The client's rPET reports (route /reports/rpet, spec client §2 "rPET reports"): a year range (2024 to the
 * current year, kept in the address as ?from=&to=), the reports by period with the submitted date and status,
 * sorted and paged on the server; a row menu to open, export and (unsubmitted only) import.
 */
export const RpetReportListScreen = createScreen<RpetReportListScreenProps>('RpetReportListScreen', RpetReportList);

function RpetReportList() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const today = useToday();
  const currentYear = yearOf(today);
  const list = useListUrlState({
    filters: RPET_LIST_FILTERS,
    defaultSort: RPET_DEFAULT_SORT,
    pageSizeOptions: PAGE_SIZES,
  });
  const years = yearsOf(rangeValueOf(list.applied, 'years'), currentYear);
  const { page, sort } = list.table;
  const reports = useRpetReports({
    query: {
      year_from: years.from,
      year_to: years.to,
      page: page.page,
      page_size: page.pageSize,
      ...(rpetOrdering(sort) ? { ordering: rpetOrdering(sort) } : {}),
    },
  });
  const actions = useRpetListActions();
  const rows = useMemo(() => rpetListRows(reports.data?.results ?? []), [reports.data]);

  return (
    <ScreenLayout title={useRouteTitle(routes.client.rpetReports)} tabs={CLIENT_REPORT_TABS}>
      <Toolbar>
        <ListFilterFields filters={RPET_LIST_FILTERS} list={list} options={{}} today={today} />
      </Toolbar>
      <DataTable
        {...list.table}
        mode="server"
        rowCount={reports.data?.count ?? 0}
        caption={t('screens.client.rpetReportList.caption')}
        isCaptionHidden
        data={rows}
        columns={rpetListColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.period}
        isLoading={reports.isPending}
        error={reports.error ? failureText('errors.rpet.load', reports.error) : undefined}
        onRetry={() => void reports.refetch()}
        emptyText={t('screens.client.rpetReportList.empty')}
        cellContext={actions.cellContext}
        onRowAction={(row) => navigate(routes.client.rpetReport.to({ id: row.report.id }))}
      />
      <ImportModal
        request={actions.importing}
        into={rpetImportInto}
        onClose={actions.closeImport}
        onTemplateDownload={(request) => actions.downloadTemplate(request.reportId)}
        onImported={actions.onImported}
      />
    </ScreenLayout>
  );
}
