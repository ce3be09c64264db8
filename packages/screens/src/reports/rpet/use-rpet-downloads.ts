// The downloads of an rPET report, for every role: the report's export and the import template (the same
// file, spec §7: GET rpet-reports/{id}/export/), each sent once at a time, a failure as a page alert.
import { useExportRpetReport } from '@epp/api/hooks';
import { message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { errorMessage, failureMessage } from '@epp/widgets/error-text';
import { usePageAlerts } from '../../kit';

/** The page alert of a failed rPET action (export, template, submit): a new failure replaces the last one. */
export const RPET_FAILURE = 'rpet-failure';

export function useRpetDownloads() {
  const alerts = usePageAlerts();
  const exportReport = useExportRpetReport();
  const download = useSubmitOnce(async (reportId: number, isTemplate: boolean) => {
    alerts.dismiss(RPET_FAILURE);
    try {
      await exportReport.mutateAsync({ params: { id: reportId } });
    } catch (error) {
      // The template's text has no slot for the reason (spec): the reason goes under it.
      if (isTemplate) alerts.error(message('errors.rpet.template'), { id: RPET_FAILURE, lines: [errorMessage(error)] });
      else alerts.error(failureMessage('errors.rpet.export', error), { id: RPET_FAILURE });
    }
  });
  return {
    /** The report as an .xlsx file. */
    exportReport: (reportId: number) => void download.run(reportId, false),
    /** The import template: the report's export, with the template's own failure text. */
    downloadTemplate: (reportId: number) => void download.run(reportId, true),
    isPending: download.isPending,
  };
}
