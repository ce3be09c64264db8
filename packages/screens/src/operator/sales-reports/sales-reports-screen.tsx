import { useAllClients } from '@epp/api/hooks';
import { formatDisplayPeriod, monthRangeOrDefault, periodOfDate, periodRangeToDates } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, FilterBar } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import {
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
import { companySalesListColumns, salesListRows } from '../../reports/sales';
import { RepairReviewDialog } from './repair-review-dialog';
import { OPERATOR_SALES_FILTERS } from './sales-report-filters';
import { SALES_REPORT_LISTS, type SalesReportListKind } from './sales-report-lists';
import { useOperatorSalesActions } from './use-operator-sales-actions';

const K = 'screens.operator.salesReports';

export interface OperatorSalesReportsScreenProps {
  /** Which list: every report (/reports/sales), the unsubmitted (/reports/unsubmitted), the unconfirmed repairs. */
  list: SalesReportListKind;
}

/**
 * The operator's sales reports (spec operator §2 "Reports (administrator)"): one list screen for the three
 * lists, filtered by company (`?client=`) and months; every company's originals newest first, each repair as a
 * row under its original; a row opens the report, its menu views or exports it and reviews an unconfirmed repair.
 */
export const OperatorSalesReportsScreen = createScreen<OperatorSalesReportsScreenProps>(
  'OperatorSalesReportsScreen',
  OperatorSalesReports,
);

function OperatorSalesReports({ list: kind }: OperatorSalesReportsScreenProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const { route, useReports } = SALES_REPORT_LISTS[kind];
  const list = useListUrlState({ filters: OPERATOR_SALES_FILTERS });
  const range = rangeValueOf(list.applied, 'period');
  const asked = monthRangeOrDefault('sales', { from: range.from ?? null, to: range.to ?? null }, periodOfDate(today));
  const { fromDate, toDate } = periodRangeToDates(asked);
  const client = list.applied.client;
  const reports = useReports({
    params: { from_date: fromDate, to_date: toDate },
    query: typeof client === 'string' && client !== '' ? { client_id: Number(client) } : {},
  });
  const clients = useAllClients();
  useLoadFailureAlert(clients, `${K}.clientsLoadError`);
  const actions = useOperatorSalesActions();
  const rows = useMemo(() => salesListRows(reports.data ?? [], {}), [reports.data]);
  const options = useMemo(
    () => ({
      client: (clients.data ?? [])
        .map((entry) => ({ id: String(entry.id), label: entry.name }))
        .sort((a, b) => a.label.localeCompare(b.label, 'et')),
    }),
    [clients.data],
  );

  return (
    <ScreenLayout title={useRouteTitle(route)} tabs={OPERATOR_REPORT_TABS}>
      <FilterBar title={t(`${K}.searchTitle`)} onSearch={() => list.apply()} onClear={list.clear}>
        <ListFilterFields filters={OPERATOR_SALES_FILTERS} list={list} options={options} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        caption={t(`${K}.caption.${kind}`)}
        isCaptionHidden
        data={rows}
        columns={companySalesListColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => `${row.company ?? ''} ${formatDisplayPeriod(row.period)}`}
        isLoading={reports.isPending}
        error={reports.error ? failureText(`${K}.loadError`, reports.error) : undefined}
        onRetry={() => void reports.refetch()}
        emptyText={t(`${K}.empty.${kind}`)}
        cellContext={actions.cellContext}
        onRowAction={actions.openRow}
      />
      <RepairReviewDialog review={actions.review} onClose={actions.closeReview} onDone={actions.onReviewed} />
    </ScreenLayout>
  );
}
