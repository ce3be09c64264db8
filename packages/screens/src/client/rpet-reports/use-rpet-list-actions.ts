// What the client's rPET list rows do (spec §2 "rPET reports"): open the report, export it, and import into an
// unsubmitted one (the modal; a success alert on the list when it closes); focus goes back to the row's menu
// button when the modal closes.
import { message } from '@epp/i18n';
import { useNavigate } from 'react-router';
import { usePageAlerts, useRowDialogs } from '../../kit';
import {
  type RpetImportRequest,
  type RpetListCellContext,
  type RpetListRow,
  type RpetRowAction,
  rpetRowActions,
  useRpetDownloads,
} from '../../reports/rpet';
import { routes } from '../../routes/route-table';

export function useRpetListActions() {
  const navigate = useNavigate();
  const alerts = usePageAlerts();
  const downloads = useRpetDownloads();
  const dialogs = useRowDialogs<{ import: RpetImportRequest }>();

  const onAction = (row: RpetListRow, action: RpetRowAction) => {
    const { report } = row;
    if (action === 'open') navigate(routes.client.rpetReport.to({ id: report.id }));
    else if (action === 'export') downloads.exportReport(report.id);
    else dialogs.open('import', { reportId: report.id, period: report.period_formatted });
  };

  const cellContext: RpetListCellContext = {
    actionsOf: (row) => rpetRowActions(row.report, 'client'),
    onAction,
    onTrigger: dialogs.onTrigger,
  };

  return {
    cellContext,
    /** The report being imported: the import modal is open. */
    importing: dialogs.subjectOf('import'),
    closeImport: dialogs.close,
    onImported: (request: RpetImportRequest) => {
      dialogs.close();
      alerts.success(message('screens.client.rpetReportList.imported', { period: request.period }));
    },
    downloadTemplate: downloads.downloadTemplate,
  };
}
