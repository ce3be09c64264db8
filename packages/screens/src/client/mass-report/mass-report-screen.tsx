import { useExportMassReport, useMassReport } from '@epp/api/hooks';
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
import { MASS_FILTERS, massColumns, massQuery, massRow } from '../../reports/mass';
import { WideFilterCell } from '../../reports/report-filter-cells';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import { routes } from '../../routes/route-table';

const EXPORT_TEXTS: ExportTexts = {
  done: 'screens.client.massReport.exported',
  failed: (error) => failureMessage('errors.mass.export', error),
};

/** The report takes no props: its period, sort and page are in the address. */
export type MassReportScreenProps = Record<never, never>;

/**
 * The client's mass report (/reports/mass, spec §2 "Reports section", §7 sales-reports/mass/): a month range
 * (six months back by default), search and an Excel export (the server's file and name); one row per declared
 * package with its weight, volume, quantity and total weight.
 */
export const MassReportScreen = createScreen<MassReportScreenProps>('MassReportScreen', MassReport);

function MassReport() {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const today = useToday();
  const currentPeriod = periodOfDate(today);
  const list = useListUrlState({ filters: MASS_FILTERS });
  const report = useMassReport({ query: massQuery(list.applied, currentPeriod) });
  const exportReport = useExportMassReport();
  const rows = useMemo(() => (report.data ?? []).map(massRow), [report.data]);

  const saveExport = () =>
    exportReport.mutateAsync({
      query: massQuery(list.applied, currentPeriod),
      // The server names the file; this is for an answer without a name.
      fileName: t('screens.client.massReport.fileName', { date: today }),
    });

  return (
    <ScreenLayout title={useRouteTitle(routes.client.massReport)} tabs={CLIENT_REPORT_TABS}>
      <FilterBar
        title={t('screens.client.massReport.searchTitle')}
        onSearch={() => list.apply()}
        onClear={list.clear}
        actions={
          <ExportButton save={saveExport} texts={EXPORT_TEXTS}>
            {t('screens.client.massReport.export')}
          </ExportButton>
        }
      >
        <WideFilterCell>
          <ListFilterFields filters={MASS_FILTERS} list={list} options={{}} today={today} />
        </WideFilterCell>
      </FilterBar>
      <DataTable
        {...list.table}
        caption={t('screens.client.massReport.caption')}
        isCaptionHidden
        data={rows}
        columns={massColumns}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.ean}
        isLoading={report.isPending}
        error={report.error ? failureText('errors.mass.load', report.error) : undefined}
        onRetry={() => void report.refetch()}
        emptyText={t('screens.client.massReport.empty')}
      />
    </ScreenLayout>
  );
}
