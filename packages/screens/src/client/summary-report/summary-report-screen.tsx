import { useExportSalesSummary, useSalesSummary } from '@epp/api/hooks';
import { periodOfDate } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, FilterBar } from '@epp/ui';
import { failureMessage, useErrorText } from '@epp/widgets/error-text';
import { useMemo } from 'react';
import {
  createScreen,
  ExportButton,
  type ExportTexts,
  ListFilterFields,
  ScreenLayout,
  useListUrlState,
  useRouteTitle,
  useToday,
} from '../../kit';
import { WideFilterCell } from '../../reports/report-filter-cells';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import {
  hiddenColumnsOf,
  SUMMARY_CHOICE_FILTERS,
  SUMMARY_FILTERS,
  SUMMARY_PERIOD_FILTER,
  SUMMARY_TOGGLES_FILTER,
  summaryColumns,
  summaryPeriods,
  summaryQuery,
  summaryRow,
  useSummaryFilterOptions,
} from '../../reports/summary';
import { routes } from '../../routes/route-table';

const EXPORT_TEXTS: ExportTexts = {
  done: 'screens.client.summaryReport.exported',
  failed: (error) => failureMessage('errors.summary.export', error),
};

/** The report takes no props: its filters, toggles, sort and page are in the address. */
export type SummaryReportScreenProps = Record<never, never>;

/**
 * The client's summary report (/reports/summary, spec §2 "Reports section", §7 sales-reports/summary/): a
 * month range (one year back to the current month by default), package category and type, the six column
 * toggles (shown or hidden at once), search and an Excel export with a date-stamped name; one row per
 * package with its quantity in each month of the answer.
 */
/** Every filter the list keeps: the bar's fields and the column toggles. */
const LIST_FILTERS = { ...SUMMARY_FILTERS, ...SUMMARY_TOGGLES_FILTER };

export const SummaryReportScreen = createScreen<SummaryReportScreenProps>('SummaryReportScreen', SummaryReport);

function SummaryReport() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const currentPeriod = periodOfDate(today);
  const list = useListUrlState({ filters: LIST_FILTERS });
  const options = useSummaryFilterOptions();
  const summary = useSalesSummary({ query: summaryQuery(list.applied, currentPeriod, 'table') });
  const exportSummary = useExportSalesSummary();

  const items = summary.data;
  const rows = useMemo(() => (items ?? []).map(summaryRow), [items]);
  const periodsKey = useMemo(() => summaryPeriods(items ?? []).join(' '), [items]);
  const hidden = hiddenColumnsOf(list.applied);
  const hiddenKey = hidden.join(' ');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the keys stand for the periods and the hidden columns
  const columns = useMemo(
    () => summaryColumns(periodsKey === '' ? [] : periodsKey.split(' '), hidden),
    [periodsKey, hiddenKey],
  );

  const saveExport = () =>
    exportSummary.mutateAsync({
      query: summaryQuery(list.applied, currentPeriod, 'export'),
      fileName: t('screens.client.summaryReport.fileName', { date: today }),
    });

  return (
    <ScreenLayout title={useRouteTitle(routes.client.summaryReport)} tabs={CLIENT_REPORT_TABS}>
      <FilterBar
        title={t('screens.client.summaryReport.searchTitle')}
        onSearch={() => list.apply()}
        onClear={list.clear}
        actions={
          <ExportButton save={saveExport} texts={EXPORT_TEXTS}>
            {t('screens.client.summaryReport.export')}
          </ExportButton>
        }
      >
        <WideFilterCell>
          <ListFilterFields filters={SUMMARY_PERIOD_FILTER} list={list} options={{}} today={today} />
        </WideFilterCell>
        <ListFilterFields filters={SUMMARY_CHOICE_FILTERS} list={list} options={options} today={today} />
        <ListFilterFields filters={SUMMARY_TOGGLES_FILTER} list={list} options={{}} today={today} />
      </FilterBar>
      <DataTable
        {...list.table}
        caption={t('screens.client.summaryReport.caption')}
        isCaptionHidden
        data={rows}
        columns={columns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.ean}
        isLoading={summary.isPending}
        error={summary.error ? failureText('errors.summary.load', summary.error) : undefined}
        onRetry={() => void summary.refetch()}
        emptyText={t('screens.client.summaryReport.empty')}
        density="compact"
      />
    </ScreenLayout>
  );
}
