// The page of one additional-deposit report (/reports/additional-deposit/{id}) for every role: Back, the
// read-only header (client code, year, company; the status for the operator; the five totals), and the lines
// with EAN and product filters kept in the address. The operator's delete and sync come in as `actions`.
import { useAdditionalDepositReport } from '@epp/api/hooks';
import type { AdditionalDepositReport } from '@epp/api/schemas';
import type { Audience } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { DataTable, FilterBar } from '@epp/ui';
import { ReportHeader } from '@epp/widgets/report-header';
import { type ReactNode, useMemo } from 'react';
import {
  BackButton,
  ListFilterFields,
  RecordLoadFailure,
  ScreenLayout,
  type ScreenLayoutProps,
  useListUrlState,
  useToday,
} from '../../kit';
import {
  ADDITIONAL_DEPOSIT_LINE_FILTERS,
  additionalDepositLineColumns,
  additionalDepositLineRows,
} from './additional-deposit-lines';

export interface AdditionalDepositReportViewProps {
  reportId: number;
  /** The client sees no posting status; the operator does. */
  audience: Audience;
  title: readonly string[];
  tabs?: ScreenLayoutProps['tabs'];
  /** Where Back leads when the report was opened directly: the role's list. */
  listPath: string;
  /** The role's header actions, once the report is loaded (the operator's delete and sync). */
  actions?: (report: AdditionalDepositReport) => ReactNode;
}

export function AdditionalDepositReportView({
  reportId,
  audience,
  title,
  tabs,
  listPath,
  actions,
}: AdditionalDepositReportViewProps) {
  const { t } = useEppTranslation();
  const today = useToday();
  const query = useAdditionalDepositReport({ params: { id: reportId } });
  const list = useListUrlState({ filters: ADDITIONAL_DEPOSIT_LINE_FILTERS });
  const report = query.data;
  const rows = useMemo(() => (report ? additionalDepositLineRows(report) : []), [report]);
  const year = report ? (report.period_formatted ?? String(report.period)) : undefined;

  return (
    <ScreenLayout title={title} titleSuffix={year} {...(tabs ? { tabs } : {})}>
      <BackButton parentPath={listPath} label="screens.client.additionalDepositReport.back" />
      <RecordLoadFailure
        load={query}
        texts={{
          failure: 'errors.returns.load',
          notFound: 'screens.client.additionalDepositReport.notFound',
          toList: { path: listPath, label: 'screens.client.additionalDepositReport.toList' },
        }}
      />
      {query.isPending && <ReportHeader isLoading kind="additionalDeposit" />}
      {report && (
        <ReportHeader
          audience={audience}
          data={{ kind: 'additionalDeposit', report }}
          {...(actions ? { actions: actions(report) } : {})}
        />
      )}
      {!query.isError && (
        <>
          <FilterBar
            title={t('screens.client.additionalDepositReport.searchTitle')}
            onSearch={() => list.apply()}
            onClear={list.clear}
          >
            <ListFilterFields filters={ADDITIONAL_DEPOSIT_LINE_FILTERS} list={list} options={{}} today={today} />
          </FilterBar>
          <DataTable
            {...list.table}
            caption={t('screens.client.additionalDepositReport.linesCaption')}
            isCaptionHidden
            data={rows}
            columns={additionalDepositLineColumns}
            getRowId={(row) => row.id}
            getRowLabel={(row) => row.ean}
            filters={list.applied}
            isLoading={query.isPending}
            emptyText={t('screens.client.additionalDepositReport.noLines')}
          />
        </>
      )}
    </ScreenLayout>
  );
}
