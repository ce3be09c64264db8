// The downloads of an rPET report, for every role: the report's export and the import template (the same
// file, spec §7: GET rpet-reports/{id}/export/) — one kit export of the two, so one runs at a time and a
// failure of either replaces the page's last rPET failure.
import { useExportRpetReport } from '@epp/api/hooks';
import { message } from '@epp/i18n';
import { errorMessage, failureMessage } from '@epp/widgets/error-text';
import { type ExportTexts, useExport } from '../../kit';

/** The page alert of a failed rPET action (export, template, submit): a new failure replaces the last one. */
export const RPET_FAILURE = 'rpet-failure';

const TEXTS: ExportTexts<[reportId: number, isTemplate: boolean]> = {
  // The template's text has no slot for the reason (spec): the reason goes under it.
  failed: (error, _reportId, isTemplate) =>
    isTemplate
      ? { title: message('errors.rpet.template'), lines: [errorMessage(error)] }
      : failureMessage('errors.rpet.export', error),
  alertId: RPET_FAILURE,
};

export function useRpetDownloads() {
  const exportReport = useExportRpetReport();
  const download = useExport(
    (reportId: number, _isTemplate: boolean) => exportReport.mutateAsync({ params: { id: reportId } }),
    TEXTS,
  );
  return {
    /** The report as an .xlsx file. */
    exportReport: (reportId: number) => void download.run(reportId, false),
    /** The import template: the report's export, with the template's own failure text. */
    downloadTemplate: (reportId: number) => void download.run(reportId, true),
    isPending: download.isPending,
  };
}
