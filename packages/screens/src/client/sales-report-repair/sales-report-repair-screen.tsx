import { useDeleteSalesRepair } from '@epp/api/hooks';
import type { SalesReportDetail } from '@epp/api/schemas';
import { canClientDeleteRepair, formatDisplayPeriod } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, ConfirmButton, Dialog, Modal } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { createScreen, usePageAlerts } from '../../kit';
import { SALES_REPORT_FAILURE, salesListState } from '../../reports/sales';
import { routes } from '../../routes/route-table';
import { ClientSalesReport } from '../sales-report/client-sales-report';

export interface SalesReportRepairScreenProps {
  /** The original report's id (route /reports/sale/{id}/repair). */
  reportId: number;
}

/**
 * The repair of a client's sales report (route /reports/sale/{id}/repair): an info modal on entry, then the
 * same body as the report (editable while UNSUBMITTED or REJECTED and recent), a delete button while the
 * client may delete it, and a notice when EPP rejected it.
 */
export const SalesReportRepairScreen = createScreen<SalesReportRepairScreenProps>(
  'SalesReportRepairScreen',
  SalesReportRepair,
);

function SalesReportRepair({ reportId }: SalesReportRepairScreenProps) {
  const [isInfoOpen, setInfoOpen] = useState(true);
  return (
    <>
      <ClientSalesReport
        reportId={reportId}
        isRepair
        extras={(detail) => ({
          actions: canClientDeleteRepair({ status: detail.report.status.value }) ? (
            <DeleteRepair reportId={reportId} detail={detail} />
          ) : undefined,
          notice:
            detail.report.status.value === 'REJECTED' ? (
              <RejectedNotice reason={detail.report.rejection_comment ?? null} />
            ) : undefined,
        })}
      />
      <RepairInfo isOpen={isInfoOpen} onClose={() => setInfoOpen(false)} />
    </>
  );
}

/** EPP's rejection, with the reason the operator gave when it cancelled the repair. */
function RejectedNotice({ reason }: { reason: string | null }) {
  const { t } = useEppTranslation();
  return (
    <Alert
      tone="warning"
      role="none"
      title={t('screens.client.salesReportRepair.rejected')}
      {...(reason ? { lines: [t('screens.client.salesReportRepair.rejectedReason', { reason })] } : {})}
    />
  );
}

/** The info modal every client sees on entering a repair. */
function RepairInfo({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useEppTranslation();
  return (
    <Modal isOpen={isOpen} onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={t('screens.client.salesReportRepair.infoTitle')}
        actions={(close) => (
          <Button autoFocus onPress={close}>
            {t('screens.client.salesReportRepair.infoClose')}
          </Button>
        )}
      >
        <p>{t('screens.client.salesReportRepair.infoText')}</p>
        <p>{t('screens.client.salesReportRepair.infoConfirm')}</p>
      </Dialog>
    </Modal>
  );
}

function DeleteRepair({ reportId, detail }: { reportId: number; detail: SalesReportDetail }) {
  const { t } = useEppTranslation();
  const navigate = useNavigate();
  const alerts = usePageAlerts();
  const deleteRepair = useDeleteSalesRepair();
  const period = detail.header.period;
  return (
    <ConfirmButton
      label={t('screens.client.salesReportRepair.delete')}
      variant="danger"
      title={t('screens.client.salesReportRepair.deleteTitle')}
      onConfirm={async () => {
        try {
          await deleteRepair.mutateAsync({ params: { id: reportId } });
          navigate(routes.client.salesReports.to(), { state: salesListState({ kind: 'repairDeleted', period }) });
        } catch (error) {
          const failure = failureMessage('screens.client.salesReportRepair.deleteFailed', error);
          alerts.error(failure, { id: SALES_REPORT_FAILURE });
        }
      }}
    >
      <p>{t('screens.client.salesReportRepair.deleteText', { period: formatDisplayPeriod(period) })}</p>
    </ConfirmButton>
  );
}
