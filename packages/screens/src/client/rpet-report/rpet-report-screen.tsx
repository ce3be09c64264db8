import { message, useEppTranslation } from '@epp/i18n';
import { Button } from '@epp/ui';
import { useState } from 'react';
import { createScreen, ImportModal, usePageAlerts, useRouteTitle } from '../../kit';
import { CLIENT_REPORT_TABS } from '../../reports/report-tabs';
import { type RpetImportRequest, RpetReportView, rpetImportInto, useRpetDownloads } from '../../reports/rpet';
import { routes } from '../../routes/route-table';
import { SubmitRpetReport } from './submit-rpet-report';

export interface RpetReportDetailScreenProps {
  /** The report's id, from the address (/reports/rpet/:id); NaN where malformed, which is "not found". */
  id: number;
}

/**
 * A client's rPET report (route /reports/rpet/{id}, spec client §2–§5): the header with the totals, the lines
 * with the recycled percentage editable while unsubmitted (saved on blur; the totals follow the answer; a failed
 * save restores the old value and says why), export, import from an .xlsx file and submit (confirmed in a
 * dialog; the client stays on the report, now read-only).
 */
export const RpetReportDetailScreen = createScreen<RpetReportDetailScreenProps>(
  'RpetReportDetailScreen',
  RpetReportDetail,
);

function RpetReportDetail({ id }: RpetReportDetailScreenProps) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const downloads = useRpetDownloads();
  const [importing, setImporting] = useState<RpetImportRequest | null>(null);

  return (
    <>
      <RpetReportView
        reportId={id}
        title={useRouteTitle(routes.client.rpetReport)}
        tabs={CLIENT_REPORT_TABS}
        listPath={routes.client.rpetReports.to()}
        audience="client"
        actions={(report, { isEditable, isSaving }) =>
          isEditable && (
            <>
              <Button
                variant="secondary"
                onPress={() => setImporting({ reportId: report.id, period: report.period_formatted })}
              >
                {t('screens.client.rpetReportDetail.import')}
              </Button>
              <SubmitRpetReport report={report} isDisabled={isSaving} />
            </>
          )
        }
      />
      <ImportModal
        request={importing}
        into={rpetImportInto}
        onClose={() => setImporting(null)}
        onTemplateDownload={(request) => downloads.downloadTemplate(request.reportId)}
        onImported={(request) => {
          setImporting(null);
          alerts.success(message('screens.client.rpetReportList.imported', { period: request.period }));
        }}
      />
    </>
  );
}
