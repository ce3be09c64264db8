// The page of one return report (/reports/returns/{id}) for every role: Back, the header (client code, period
// range, company; the status for the operator), export, and the lines with each line's comments opening under
// it. What differs by role comes from its screen: the audience (status, comment side), further header actions
// (the operator's confirm, update from file and delete) and the list Back leads to.
import { useExportReturnReport, useReturnReport } from '@epp/api/hooks';
import type { ReturnReport } from '@epp/api/schemas';
import type { Audience } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, DataTable } from '@epp/ui';
import { ApiCommentsThread } from '@epp/widgets/comments-thread';
import { failureMessage } from '@epp/widgets/error-text';
import { ReportHeader } from '@epp/widgets/report-header';
import { type ReactNode, useMemo } from 'react';
import {
  BackButton,
  ExportButton,
  type ExportTexts,
  RecordLoadFailure,
  ScreenLayout,
  type ScreenLayoutProps,
} from '../../kit';
import {
  RETURN_LINES_DEFAULT_SORT,
  type ReturnLineRow,
  returnLineRow,
  returnLinesColumns,
} from './return-lines-columns';
import { useClockNow } from './use-clock-now';

/** The page alert of a failed export (or the role's own action): a new failure replaces the last one. */
export const RETURN_REPORT_FAILURE = 'return-report-failure';

const EXPORT_TEXTS: ExportTexts = {
  done: 'screens.client.returnReport.exported',
  failed: (error) => failureMessage('errors.returns.export', error),
  alertId: RETURN_REPORT_FAILURE,
};

export interface ReturnReportViewProps {
  reportId: number;
  /** The client sees no status; the operator does, and writes comments as EPP. */
  audience: Audience;
  /** The page's title labels (the route's); the report's period follows them. */
  title: readonly string[];
  tabs?: ScreenLayoutProps['tabs'];
  /** Where Back leads when the report was opened directly (no earlier page in the app): the role's list. */
  listPath: string;
  /** The role's header actions after export, once the report is loaded. */
  actions?: (report: ReturnReport) => ReactNode;
}

export function ReturnReportView({ reportId, audience, title, tabs, listPath, actions }: ReturnReportViewProps) {
  const { t } = useEppTranslation();
  const query = useReturnReport({ params: { id: reportId } });
  const exportReport = useExportReturnReport();
  const report = query.data;
  const rows = useMemo(() => (report?.lines ?? []).map(returnLineRow), [report]);
  const flagged = rows.filter((row) => row.moreThanSold).length;
  const contentType = report?.content_type;
  const now = useClockNow();

  const saveExport = () => exportReport.mutateAsync({ params: { id: reportId } });

  const comments = (row: ReturnLineRow) =>
    contentType === undefined ? null : (
      <ApiCommentsThread
        contentTypeId={contentType}
        objectId={row.lineId}
        viewerRole={audience === 'admin' ? 'EPP' : 'CLIENT'}
        inTableRow
        now={now}
        label={t('screens.client.returnReport.commentsOf', { ean: row.ean })}
      />
    );

  return (
    <ScreenLayout title={title} titleSuffix={report?.period_formatted} {...(tabs ? { tabs } : {})}>
      <BackButton parentPath={listPath} label="screens.client.returnReport.back" />
      <RecordLoadFailure
        load={query}
        texts={{
          failure: 'errors.returns.load',
          notFound: 'screens.client.returnReport.notFound',
          toList: { path: listPath, label: 'screens.client.returnReport.toList' },
        }}
      />
      {query.isPending && <ReportHeader isLoading kind="returns" />}
      {report && (
        <ReportHeader
          audience={audience}
          data={{ kind: 'returns', report }}
          actions={
            <>
              <ExportButton save={saveExport} texts={EXPORT_TEXTS}>
                {t('screens.client.returnReport.export')}
              </ExportButton>
              {actions?.(report)}
            </>
          }
        />
      )}
      {flagged > 0 && (
        <Alert
          tone="warning"
          role="none"
          title={t('screens.client.returnReport.moreThanSoldNote', { count: flagged })}
        />
      )}
      {/* A failed reload (after a comment) keeps the lines and their open thread under the failure's alert. */}
      {(report || !query.isError) && (
        <DataTable
          caption={t('screens.client.returnReport.linesCaption')}
          data={rows}
          columns={returnLinesColumns}
          getRowId={(row) => row.id}
          getRowLabel={(row) => row.ean}
          defaultSort={RETURN_LINES_DEFAULT_SORT}
          isLoading={query.isPending}
          emptyText={t('screens.client.returnReport.noLines')}
          {...(contentType === undefined ? {} : { renderDetail: comments })}
        />
      )}
    </ScreenLayout>
  );
}
