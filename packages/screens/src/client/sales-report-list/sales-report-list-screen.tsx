import { useSalesReports } from '@epp/api/hooks';
import { formatDisplayPeriod, periodOfDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { ConfirmDialog, DataTable, MonthRangePicker, type RangeFilterValue } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import {
  actionRow,
  createScreen,
  rangeValueOf,
  ScreenLayout,
  useListUrlState,
  useRouteTitle,
  useToday,
} from '../../kit';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import {
  ImportReportModal,
  SALES_LIST_FILTERS,
  salesListColumns,
  salesListParams,
  salesListRows,
} from '../../reports/sales';
import { routes } from '../../routes/route-table';
import { useSalesListArrivalNotice } from './sales-list-notice';
import { salesReportPathOf } from './sales-report-path';
import { useSalesListActions } from './use-sales-list-actions';

/** The list takes no props: the period is in the address, today is the clock's. */
export type SalesReportsScreenProps = Record<never, never>;

const Toolbar = styled.div`
  ${actionRow}
`;

/** A month range as the filter keeps it: only the ends that are set. */
const rangeOf = (next: { from: string | null; to: string | null }): RangeFilterValue => ({
  ...(next.from ? { from: next.from } : {}),
  ...(next.to ? { to: next.to } : {}),
});

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
  const filterParams = useMemo(() => salesListParams(currentPeriod), [currentPeriod]);
  const list = useListUrlState({ kinds: SALES_LIST_FILTERS, filterParams });
  const picked = rangeValueOf(list.draft, 'period');
  const reports = useSalesReports();
  const actions = useSalesListActions(currentPeriod);
  useSalesListArrivalNotice();

  const rows = reports.data ? salesListRows(reports.data, rangeValueOf(list.applied, 'period')) : [];
  const deleting = actions.deleting;

  return (
    <ScreenLayout title={useRouteTitle(routes.client.salesReports)} tabs={CLIENT_REPORT_TABS}>
      <Toolbar>
        <MonthRangePicker
          label={t('screens.client.salesReports.periodFilter')}
          today={today}
          value={{ from: picked.from ?? null, to: picked.to ?? null }}
          onChange={(next, problems) => {
            // The list follows a complete, valid range only; the picker keeps showing what is being typed.
            const isComplete = next.from !== null && next.to !== null && problems.length === 0;
            if (isComplete) list.apply({ ...list.draft, period: rangeOf(next) });
            else list.setValue('period', rangeOf(next));
          }}
        />
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
      <ImportReportModal
        request={actions.importing}
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
      >
        {deleting && (
          <p>{t('screens.client.salesReports.deleteRepairText', { period: formatDisplayPeriod(deleting.period) })}</p>
        )}
      </ConfirmDialog>
    </ScreenLayout>
  );
}
