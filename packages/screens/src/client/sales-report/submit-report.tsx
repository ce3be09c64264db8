// The client's submit of a sales report or repair (spec §2 "Sales report detail"): "Esita" asks in a
// confirmation, then the client lands on the sales list with a success notice; a failure is said in the
// dialog, which stays open to submit again or cancel (the kit's failed-confirm policy).
import { useSubmitSalesReport } from '@epp/api/hooks';
import type { SalesReportDetail } from '@epp/api/schemas';
import { formatDisplayPeriod } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { ConfirmButton } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useNavigate } from 'react-router';
import { salesListState } from '../../reports/sales';
import { routes } from '../../routes/route-table';

export function SubmitReport({ detail, isRepair }: { detail: SalesReportDetail; isRepair: boolean }) {
  const { t } = useEppTranslation();
  const navigate = useNavigate();
  const { failureText } = useErrorText();
  const submit = useSubmitSalesReport();

  const confirm = async () => {
    await submit.mutateAsync({ body: { is_repair: isRepair, sales_report_id: detail.report.id } });
    const notice = { kind: isRepair ? 'repairSubmitted' : 'submitted', period: detail.header.period } as const;
    navigate(routes.client.salesReports.to(), { state: salesListState(notice) });
  };

  return (
    <ConfirmButton
      label={t('screens.client.salesReport.submit')}
      isPending={submit.isPending}
      title={t('screens.client.salesReport.submitTitle')}
      onConfirm={confirm}
      failure={(error) => ({ title: failureText('screens.client.salesReport.submitFailed', error) })}
    >
      <p>
        {t(isRepair ? 'screens.client.salesReport.submitRepairText' : 'screens.client.salesReport.submitText', {
          period: formatDisplayPeriod(detail.header.period),
        })}
      </p>
    </ConfirmButton>
  );
}
