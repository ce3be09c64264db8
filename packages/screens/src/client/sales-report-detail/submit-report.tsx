// The client's submit of a sales report or repair (spec §2 "Sales report detail"): "Esita" asks in a
// confirmation, then the client lands on the sales list with a success notice; a failure shows on the page
// and the report can be submitted again.
import { useSubmitSalesReport } from '@epp/api/hooks';
import type { SalesReportDetail } from '@epp/api/schemas';
import { formatDisplayPeriod } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, ConfirmDialog } from '@epp/ui';
import { failureMessage } from '@epp/widgets/error-text';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { usePageAlerts } from '../../kit';
import { SALES_REPORT_FAILURE, salesListState } from '../../reports/sales';
import { routes } from '../../routes/route-table';

export function SubmitReport({ detail, isRepair }: { detail: SalesReportDetail; isRepair: boolean }) {
  const { t } = useEppTranslation();
  const navigate = useNavigate();
  const alerts = usePageAlerts();
  const submit = useSubmitSalesReport();
  const [isOpen, setOpen] = useState(false);

  const confirm = async () => {
    alerts.dismiss(SALES_REPORT_FAILURE);
    try {
      await submit.mutateAsync({ body: { is_repair: isRepair, sales_report_id: detail.report.id } });
      const notice = { kind: isRepair ? 'repairSubmitted' : 'submitted', period: detail.header.period } as const;
      navigate(routes.client.salesReports.to(), { state: salesListState(notice) });
    } catch (error) {
      // The dialog closes; the reason shows on the page, and the report can be submitted again.
      alerts.error(failureMessage('screens.client.salesReport.submitFailed', error), { id: SALES_REPORT_FAILURE });
    }
  };

  return (
    <>
      <Button onPress={() => setOpen(true)} isPending={submit.isPending}>
        {t('screens.client.salesReport.submit')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('screens.client.salesReport.submitTitle')}
        confirmLabel={t('screens.client.salesReport.submit')}
        onConfirm={confirm}
      >
        <p>
          {t(isRepair ? 'screens.client.salesReport.submitRepairText' : 'screens.client.salesReport.submitText', {
            period: formatDisplayPeriod(detail.header.period),
          })}
        </p>
      </ConfirmDialog>
    </>
  );
}
