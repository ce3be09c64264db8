// What the client's sales list rows do (spec §2 "Reports section"): the menu items of @epp/core's rules, the
// import modal and the repair deletion they open, template exports and new repairs, and focus back to the row's
// menu button when a dialog closes.
import { useCreateSalesRepair, useDeleteSalesRepair, useExportSalesRepair, useExportSalesReport } from '@epp/api/hooks';
import type { Period } from '@epp/core';
import { useSubmitOnce } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type ExportTexts, useExport, usePageAlerts, useRowConfirmation } from '../../kit';
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

const TEMPLATE_TEXTS: ExportTexts<[originalId: number, isRepair: boolean]> = {
  failed: (error) => failureMessage('errors.sales.template', error),
};

export function useSalesListActions(currentPeriod: Period) {
  const navigate = useNavigate();
  const alerts = usePageAlerts();
  const exportReport = useExportSalesReport();
  const exportRepair = useExportSalesRepair();
  const createRepair = useCreateSalesRepair();
  const deleteRepair = useDeleteSalesRepair();
  const [importing, setImporting] = useState<ImportRequest | null>(null);
  // The repair deletion; the menu or button a dialog was opened from gets the focus back when it closes.
  const deletion = useRowConfirmation<SalesListRow>(async (row) => {
    try {
      await deleteRepair.mutateAsync({ params: { id: row.original.id } });
      showSalesListNotice(alerts, { kind: 'repairDeleted', period: row.period });
    } catch (error) {
      alerts.error(failureMessage('screens.client.salesReports.deleteRepairFailed', error));
    }
  });

  const exportTemplate = useExport(
    (originalId: number, isRepair: boolean) =>
      (isRepair ? exportRepair : exportReport).mutateAsync({ params: { id: originalId } }),
    TEMPLATE_TEXTS,
  );

  const addRepair = useSubmitOnce(async (originalId: number) => {
    try {
      await createRepair.mutateAsync({ body: { sales_report_id: originalId } });
      navigate(salesReportPathOf(originalId, true));
    } catch (error) {
      alerts.error(failureMessage('errors.sales.createRepair', error));
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
        setImporting({ originalId: id, period: row.period, isRepair: action === 'import-repair' });
        return;
      case 'export-original-template':
      case 'export-repair-template':
        void exportTemplate.run(id, action === 'export-repair-template');
        return;
      case 'add-repair':
        void addRepair.run(id);
        return;
      case 'delete-repair':
        deletion.ask(row);
        return;
    }
  };

  const cellContext: SalesListCellContext = {
    actionsOf: (row) => salesRowActions(row, currentPeriod),
    onAction,
    onTrigger: deletion.remember,
  };

  return {
    cellContext,
    /** The report or repair being imported: the import modal is open. */
    importing,
    closeImport: () => {
      setImporting(null);
      deletion.restoreFocus();
    },
    onImported: (request: ImportRequest) => {
      setImporting(null);
      // The report page shows the import's success: this modal's own message goes with it.
      navigate(salesReportPathOf(request.originalId, request.isRepair), {
        state: salesReportState({ kind: 'imported' }),
      });
    },
    exportTemplate: (request: ImportRequest) => void exportTemplate.run(request.originalId, request.isRepair),
    /** The repair row whose deletion is being confirmed. */
    deleting: deletion.subject,
    closeDelete: deletion.close,
    confirmDelete: deletion.confirm,
  };
}
