import { useDeleteSalesRepair } from '@epp/api/hooks';
import type { SalesReportDetail } from '@epp/api/schemas';
import { canClientDeleteRepair, formatDisplayPeriod, type IsoDate, isoDateInTimeZone } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, ConfirmDialog, Dialog, Modal } from '@epp/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { type PageFailure, SalesReportView, salesListState } from '../../reports/sales';
import { ScreenRouter } from '../../shared/screen-router';

export interface SalesReportRepairScreenProps {
  /** The original report's id (route /reports/sale/{id}/repair). */
  reportId: number;
  /** Today (YYYY-MM-DD): a repair is editable within 12 months of its month. Default: the real date in Tallinn. */
  today?: IsoDate;
}

/**
 * The repair of a client's sales report (route /reports/sale/{id}/repair): an info modal on entry, then the
 * same body as the report (editable while UNSUBMITTED or REJECTED and recent), a delete button while the
 * client may delete it, and a notice when EPP rejected it.
 */
export function SalesReportRepairScreen({ reportId, today: todayProp }: SalesReportRepairScreenProps) {
  const [today] = useState(() => todayProp ?? isoDateInTimeZone(new Date()));
  const [isInfoOpen, setInfoOpen] = useState(true);
  return (
    <ScreenRouter>
      <SalesReportView
        reportId={reportId}
        isRepair
        today={todayProp ?? today}
        extras={(detail, { showError }) => ({
          actions: canClientDeleteRepair({ status: detail.report.status.value }) ? (
            <DeleteRepair reportId={reportId} detail={detail} onFailure={showError} />
          ) : undefined,
          notice: detail.report.status.value === 'REJECTED' ? <RejectedNotice /> : undefined,
        })}
      />
      <RepairInfo isOpen={isInfoOpen} onClose={() => setInfoOpen(false)} />
    </ScreenRouter>
  );
}

function RejectedNotice() {
  const { t } = useEppTranslation();
  return <Alert tone="warning" role="none" title={t('screens.client.salesReportRepair.rejected')} />;
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

function DeleteRepair({
  reportId,
  detail,
  onFailure,
}: {
  reportId: number;
  detail: SalesReportDetail;
  onFailure: (failure: PageFailure) => void;
}) {
  const { t } = useEppTranslation();
  const navigate = useNavigate();
  const deleteRepair = useDeleteSalesRepair();
  const [isOpen, setOpen] = useState(false);
  const period = detail.header.period;
  return (
    <>
      <Button variant="danger" onPress={() => setOpen(true)}>
        {t('screens.client.salesReports.actions.delete-repair')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        variant="danger"
        title={t('screens.client.salesReports.deleteRepairTitle')}
        confirmLabel={t('screens.client.salesReports.actions.delete-repair')}
        onConfirm={async () => {
          try {
            await deleteRepair.mutateAsync({ params: { id: reportId } });
            navigate('/reports/sales', { state: salesListState({ kind: 'repairDeleted', period }) });
          } catch (error) {
            onFailure({ key: 'screens.client.salesReports.deleteRepairFailed', error });
          }
        }}
      >
        <p>{t('screens.client.salesReports.deleteRepairText', { period: formatDisplayPeriod(period) })}</p>
      </ConfirmDialog>
    </>
  );
}
