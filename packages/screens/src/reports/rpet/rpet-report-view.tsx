// The page of an rPET report (/reports/rpet/{id}) for every role: Back, the header (client code, year, company,
// status, the totals), export, the lines with the recycled percentage editable while the role's rule allows.
// What differs by role comes in from its screen: the rule, and further header actions (the client's import and
// submit; the operator's unsubmit and delete).
import { useRpetReport } from '@epp/api/hooks';
import type { RpetReport } from '@epp/api/schemas';
import { type Audience, canEditRpet } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button } from '@epp/ui';
import { ReportHeader } from '@epp/widgets/report-header';
import type { ReactNode } from 'react';
import { BackButton, RecordLoadFailure, ScreenLayout, type ScreenLayoutProps } from '../../kit';
import { RpetLinesTable } from './rpet-lines-table';
import { usePercentageSaves } from './use-percentage-saves';
import { useRpetDownloads } from './use-rpet-downloads';

export interface RpetReportViewProps {
  reportId: number;
  /** The page's title labels (the route's); the report's year follows them. */
  title: readonly string[];
  tabs?: ScreenLayoutProps['tabs'];
  /** Where Back leads when the report was opened directly: the role's rPET list. */
  listPath: string;
  audience: Audience;
  /** The role's header actions after the export, once the report is loaded. */
  actions?: (report: RpetReport, state: { isEditable: boolean; isSaving: boolean }) => ReactNode;
}

export function RpetReportView({ reportId, title, tabs, listPath, audience, actions }: RpetReportViewProps) {
  const { t } = useEppTranslation();
  const query = useRpetReport({ params: { id: reportId } });
  const downloads = useRpetDownloads();
  const percentages = usePercentageSaves(reportId);
  const report = query.data;
  const isEditable = report ? canEditRpet(report, audience) : false;

  return (
    <ScreenLayout title={title} titleSuffix={report?.period_formatted} {...(tabs ? { tabs } : {})}>
      <BackButton parentPath={listPath} label="screens.client.rpetReportDetail.back" />
      <RecordLoadFailure
        load={query}
        texts={{ failure: 'errors.rpet.load', notFound: 'screens.client.rpetReportDetail.notFound' }}
      />
      {query.isPending && (
        <>
          <ReportHeader isLoading kind="rpet" />
          <RpetLinesTable
            lines={[]}
            isEditable={false}
            onPercentageCommit={percentages.save}
            errorOf={() => undefined}
            isLoading
          />
        </>
      )}
      {report && (
        <>
          <ReportHeader
            data={{ kind: 'rpet', report }}
            audience={audience}
            actions={
              <>
                <Button
                  variant="secondary"
                  onPress={() => downloads.exportReport(report.id)}
                  isPending={downloads.isPending}
                >
                  {t('screens.client.rpetReportDetail.export')}
                </Button>
                {actions?.(report, { isEditable, isSaving: percentages.isSaving })}
              </>
            }
          />
          {report.submitted_at !== null && (
            <Alert tone="info" role="none" title={t('screens.client.rpetReportDetail.readOnlySubmitted')} />
          )}
          <RpetLinesTable
            lines={report.lines}
            isEditable={isEditable}
            onPercentageCommit={percentages.save}
            errorOf={percentages.errorOf}
          />
        </>
      )}
    </ScreenLayout>
  );
}
