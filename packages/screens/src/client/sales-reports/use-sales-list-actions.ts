// What the client's sales list rows do (spec §2 "Reports section"): the menu items of @epp/core's rules, the
// import modal and the repair deletion they open, template exports and new repairs, and focus back to the row's
// menu button when a dialog closes.
import { useCreateSalesRepair, useDeleteSalesRepair, useExportSalesRepair, useExportSalesReport } from '@epp/api/hooks';
import type { Period } from '@epp/core';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useNavigate } from 'react-router';
import { type ExportTexts, useExport, usePageAlerts, useRowDialogs } from '../../kit';
import {
  type ImportRequest,
  type SalesListCellContext,
  type SalesListRow,
  type SalesRowAction,
  salesReportState,
  salesRowActions,
} from '../../reports/sales';
import { showSalesListNotice } from './sales-list-notice';
import { salesReportPathOf } from './sales-report-path';

/** The list's one failure alert (a template export, a new repair): a new failure replaces the last. */
const SALES_LIST_FAILURE = 'sales-list-failure';

const TEMPLATE_TEXTS: ExportTexts<[originalId: number, isRepair: boolean]> = {
  failed: (error) => failureMessage('errors.sales.template', error),
  alertId: SALES_LIST_FAILURE,
};

export function useSalesListActions(currentPeriod: Period) {
  const navigate = useNavigate();
  const alerts = usePageAlerts();
  const exportReport = useExportSalesReport();
  const exportRepair = useExportSalesRepair();
  const createRepair = useCreateSalesRepair();
  const deleteRepair = useDeleteSalesRepair();
  // The row menu's dialogs: the import and the repair deletion; the menu gets the focus back when one closes.
  const dialogs = useRowDialogs<{ import: ImportRequest; delete: SalesListRow }>();
  // A failure rejects: the dialog says why and stays open (the kit's failed-confirm policy).
  const deleteRepairOf = async (row: SalesListRow) => {
    await deleteRepair.mutateAsync({ params: { id: row.original.id } });
    showSalesListNotice(alerts, { kind: 'repairDeleted', period: row.period });
  };

  const exportTemplate = useExport(
    (originalId: number, isRepair: boolean) =>
      (isRepair ? exportRepair : exportReport).mutateAsync({ params: { id: originalId } }),
    TEMPLATE_TEXTS,
  );

  const addRepair = useSubmitOnce(async (originalId: number) => {
    alerts.dismiss(SALES_LIST_FAILURE);
    try {
      await createRepair.mutateAsync({ body: { sales_report_id: originalId } });
      navigate(salesReportPathOf(originalId, true));
    } catch (error) {
      alerts.error(failureMessage('errors.sales.createRepair', error), { id: SALES_LIST_FAILURE });
    }
  });

  const onAction = (row: SalesListRow, action: SalesRowAction) => {
    const { id } = row.original;
    switch (action) {
      case 'edit-original':
      case 'view-original':
        navigate(salesReportPathOf(id, false));
        return;
      case 'edit-repair':
      case 'view-repair':
        navigate(salesReportPathOf(id, true));
        return;
      case 'import-original':
      case 'import-repair':
        dialogs.open('import', { originalId: id, period: row.period, isRepair: action === 'import-repair' });
        return;
      case 'export-original-template':
      case 'export-repair-template':
        void exportTemplate.run(id, action === 'export-repair-template');
        return;
      case 'add-repair':
        void addRepair.run(id);
        return;
      case 'delete-repair':
        dialogs.open('delete', row);
        return;
    }
  };

  const cellContext: SalesListCellContext = {
    actionsOf: (row) => salesRowActions(row, currentPeriod),
    onAction,
    onTrigger: dialogs.onTrigger,
  };

  return {
    cellContext,
    /** The report or repair being imported: the import modal is open. */
    importing: dialogs.subjectOf('import'),
    closeImport: dialogs.close,
    onImported: (request: ImportRequest) => {
      dialogs.close();
      // The report page shows the import's success: this modal's own message goes with it.
      navigate(salesReportPathOf(request.originalId, request.isRepair), {
        state: salesReportState({ kind: 'imported' }),
      });
    },
    exportTemplate: (request: ImportRequest) => void exportTemplate.run(request.originalId, request.isRepair),
    /** The repair row whose deletion is being confirmed. */
    deleting: dialogs.subjectOf('delete'),
    closeDelete: dialogs.close,
    confirmDelete: async () => {
      const row = dialogs.subjectOf('delete');
      if (row !== null) await deleteRepairOf(row);
    },
  };
}
