// What the operator's sales list rows do: open the report or the repair (remembering the list for Back), export
// either as the server's workbook, and review an unconfirmed repair in its dialog; focus goes back to the row's
// menu when the dialog closes, and a decision is said as a success alert.
import { useExportSalesRepair, useExportSalesReport } from '@epp/api/hooks';
import { formatDisplayPeriod } from '@epp/core';
import { message } from '@epp/i18n';
import { failureMessage } from '@epp/widgets/error-text';
import {
  type ExportTexts,
  useArrivalNotice,
  useExport,
  useOpenFromList,
  usePageAlerts,
  useRowDialogs,
} from '../../kit';
import {
  type SalesListCellContext,
  type SalesListRow,
  type SalesRowAction,
  salesListNoticeOf,
} from '../../reports/sales';
import { routes } from '../../routes/route-table';
import { operatorSalesRowActions } from './operator-sales-row-actions';
import type { RepairUnderReview } from './repair-review-dialog';

const K = 'screens.operator.salesReports';
const LIST_ALERT = 'operator-sales-list';

const EXPORT_TEXTS: ExportTexts<[originalId: number, isRepair: boolean]> = {
  failed: (error) => failureMessage(`${K}.exportFailed`, error),
  alertId: LIST_ALERT,
};

/** An operator's sales report page: the original's, or its repair's (the repair routes take the original's id). */
export function operatorSalesReportPath(originalId: number, isRepair: boolean): string {
  return (isRepair ? routes.operator.salesReportRepair : routes.operator.salesReport).to({ id: originalId });
}

/** The review a row opens: its repair's own id, period and company. */
function repairOf(row: SalesListRow): RepairUnderReview | null {
  const repair = row.original.repair_report;
  return repair ? { repairId: repair.id, period: repair.period, company: row.company ?? '' } : null;
}

export function useOperatorSalesActions() {
  const openFromList = useOpenFromList();
  const alerts = usePageAlerts();
  const exportReport = useExportSalesReport();
  const exportRepair = useExportSalesRepair();
  // A report deleted on its page: the list it was opened from says so.
  useArrivalNotice(salesListNoticeOf, (notice) =>
    alerts.success(
      message(`screens.client.salesReports.${notice.kind}`, { period: formatDisplayPeriod(notice.period) }),
      { id: LIST_ALERT },
    ),
  );
  const dialogs = useRowDialogs<{ confirm: RepairUnderReview; cancel: RepairUnderReview }>();
  const exporting = useExport(
    (originalId: number, isRepair: boolean) =>
      (isRepair ? exportRepair : exportReport).mutateAsync({ params: { id: originalId } }),
    EXPORT_TEXTS,
  );

  const onAction = (row: SalesListRow, action: SalesRowAction) => {
    const { id } = row.original;
    const repair = repairOf(row);
    if (action === 'view-original' || action === 'view-repair')
      openFromList(operatorSalesReportPath(id, action === 'view-repair'));
    else if (action === 'export-original' || action === 'export-repair')
      void exporting.run(id, action === 'export-repair');
    else if ((action === 'confirm-repair' || action === 'cancel-repair') && repair)
      dialogs.open(action === 'confirm-repair' ? 'confirm' : 'cancel', repair);
  };

  const cellContext: SalesListCellContext = {
    actionsOf: operatorSalesRowActions,
    onAction,
    onTrigger: dialogs.onTrigger,
    audience: 'admin',
  };

  const confirming = dialogs.subjectOf('confirm');
  const cancelling = dialogs.subjectOf('cancel');
  return {
    cellContext,
    openRow: (row: SalesListRow) => openFromList(operatorSalesReportPath(row.original.id, row.kind === 'repair')),
    review: confirming
      ? { kind: 'confirm' as const, repair: confirming }
      : cancelling
        ? { kind: 'cancel' as const, repair: cancelling }
        : null,
    closeReview: dialogs.close,
    onReviewed: (kind: 'confirm' | 'cancel', repair: RepairUnderReview) => {
      dialogs.close();
      alerts.success(
        message(kind === 'confirm' ? `${K}.confirmed` : `${K}.cancelled`, {
          period: formatDisplayPeriod(repair.period),
        }),
        { id: LIST_ALERT },
      );
    },
  };
}
