// The operator's deletion of an unsubmitted original (spec operator §2, §7 "delete-sales-report"): asked in a
// confirmation; done, the operator goes back to its list with a notice; a failure is said in the dialog,
// which stays open (the kit's failed-confirm policy).
import { useDeleteSalesReport } from '@epp/api/hooks';
import type { SalesReportDetail } from '@epp/api/schemas';
import { formatDisplayPeriod } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { ConfirmButton } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useBackAction } from '../../kit';
import { salesListState } from '../../reports/sales';

const K = 'screens.operator.salesReports';

export function DeleteReport({ detail, listPath }: { detail: SalesReportDetail; listPath: string }) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  // Back to the list the report was opened from (the unsubmitted list, say), or the sales list.
  const back = useBackAction(listPath);
  const remove = useDeleteSalesReport();
  const period = detail.header.period;

  const confirm = async () => {
    await remove.mutateAsync({ params: { id: detail.report.id } });
    back(salesListState({ kind: 'reportDeleted', period }));
  };

  return (
    <ConfirmButton
      label={t(`${K}.delete`)}
      variant="danger"
      title={t(`${K}.deleteTitle`)}
      onConfirm={confirm}
      failure={(error) => ({ title: failureText(`${K}.deleteFailed`, error) })}
    >
      <p>{t(`${K}.deleteText`, { period: formatDisplayPeriod(period), company: detail.header.client_name })}</p>
    </ConfirmButton>
  );
}
