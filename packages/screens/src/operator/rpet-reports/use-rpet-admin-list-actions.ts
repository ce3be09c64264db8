// What the operator's rPET rows do (spec operator §2 "rPET list": open details, export): the report opens
// remembering the list (its filters) for Back; the export is the shared rPET download.
import { useOpenFromList } from '../../kit';
import {
  type RpetListCellContext,
  type RpetListRow,
  type RpetRowAction,
  rpetRowActions,
  useRpetDownloads,
} from '../../reports/rpet';
import { routes } from '../../routes/route-table';

export function useRpetAdminListActions() {
  const openFromList = useOpenFromList();
  const downloads = useRpetDownloads();
  const open = (row: RpetListRow) => openFromList(routes.operator.rpetReport.to({ id: row.report.id }));

  const cellContext: RpetListCellContext = {
    actionsOf: (row) => rpetRowActions(row.report, 'admin'),
    onAction: (row: RpetListRow, action: RpetRowAction) => {
      if (action === 'open') open(row);
      else if (action === 'export') downloads.exportReport(row.report.id);
    },
    // No row action opens a dialog: nothing to return the focus to.
    onTrigger: () => undefined,
  };
  return { cellContext, open };
}
