import { useSalesReports } from '@epp/api/hooks';
import { formatDisplayPeriod, periodOfDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { ConfirmDialog, DataTable } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
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
import { SALES_LIST_FILTERS, salesImportInto, salesListColumns, salesListRows } from '../../reports/sales';
import { routes } from '../../routes/route-table';
import { useSalesListArrivalNotice } from './sales-list-notice';
import { salesReportPathOf } from './sales-report-path';
import { useSalesListActions } from './use-sales-list-actions';

/** The list takes no props: the period is in the address, today is the clock's. */
export type SalesReportsScreenProps = Record<never, never>;

const Toolbar = styled.div`
  ${actionRow}
`;

/**
 * The client's sales reports (route /reports/sales): a month filter (the last 12 months by default, kept in
 * the address as ?from=&to=), the reports newest first with each repair as a second row, invoice links and a
 * row menu whose items follow @epp/core's rules; an import modal, template export, adding and deleting repairs.
 */
export const SalesReportsScreen = createScreen<SalesReportsScreenProps>('SalesReportsScreen', SalesReportList);

function SalesReportList() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const navigate = useNavigate();
  const today = useToday();
  const currentPeriod = periodOfDate(today);
  const list = useListUrlState({ filters: SALES_LIST_FILTERS });
  const reports = useSalesReports();
  const actions = useSalesListActions(currentPeriod);
  useSalesListArrivalNotice();

  const rows = reports.data ? salesListRows(reports.data, rangeValueOf(list.applied, 'period')) : [];
  const deleting = actions.deleting;

  return (
    <ScreenLayout title={useRouteTitle(routes.client.salesReports)} tabs={CLIENT_REPORT_TABS}>
      <Toolbar>
        <ListFilterFields filters={SALES_LIST_FILTERS} list={list} options={{}} today={today} />
      </Toolbar>
      <DataTable
        {...list.table}
        caption={t('screens.client.salesReports.caption')}
        isCaptionHidden
        data={rows}
        columns={salesListColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => formatDisplayPeriod(row.period)}
        isLoading={reports.isPending}
        error={reports.error ? failureText('errors.sales.load', reports.error) : undefined}
        onRetry={() => void reports.refetch()}
        emptyText={t('screens.client.salesReports.empty')}
        cellContext={actions.cellContext}
        onRowAction={(row) => navigate(salesReportPathOf(row.original.id, row.kind === 'repair'))}
      />
      <ImportModal
        request={actions.importing}
        into={salesImportInto}
        onClose={actions.closeImport}
        onTemplateDownload={actions.exportTemplate}
        onImported={actions.onImported}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        onOpenChange={(isOpen) => !isOpen && actions.closeDelete()}
        variant="danger"
        title={t('screens.client.salesReports.deleteRepairTitle')}
        confirmLabel={t('screens.client.salesReports.actions.delete-repair')}
        onConfirm={actions.confirmDelete}
        failure={(error) => ({ title: failureText('screens.client.salesReports.deleteRepairFailed', error) })}
      >
        {deleting && (
          <p>{t('screens.client.salesReports.deleteRepairText', { period: formatDisplayPeriod(deleting.period) })}</p>
        )}
      </ConfirmDialog>
    </ScreenLayout>
  );
}
