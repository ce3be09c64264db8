import { useDeleteAdditionalDepositReport } from '@epp/api/hooks';
import type { AdditionalDepositReport } from '@epp/api/schemas';
import { canSyncAdditionalDepositReport } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, ConfirmButton } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { createScreen, useBackAction, useRouteTitle, useRowDialogs } from '../../kit';
import {
  AdditionalDepositReportView,
  AdditionalDepositSyncDialog,
  type AdditionalDepositSyncRequest,
  additionalDepositDeletedState,
} from '../../reports/additional-deposit';
import { OPERATOR_REPORT_TABS } from '../../reports/report-tabs';
import { routes } from '../../routes/route-table';

const K = 'screens.operator.additionalDepositReport';

export interface OperatorAdditionalDepositReportScreenProps {
  /** The report's id, from the address (/reports/additional-deposit/{id}); NaN where malformed: "not found". */
  reportId: number;
}

/**
 * The operator's additional-deposit report (/reports/additional-deposit/{id}, spec operator §2 "Details"): the
 * client's view with the posting status, and the operator's delete (asked first; back to the list, which says
 * so) and sync (the dialog with the answer's statistics; not for a posted report).
 */
export const OperatorAdditionalDepositReportScreen = createScreen<OperatorAdditionalDepositReportScreenProps>(
  'OperatorAdditionalDepositReportScreen',
  ({ reportId }) => {
    const listPath = routes.operator.additionalDepositReports.to();
    return (
      <AdditionalDepositReportView
        reportId={reportId}
        audience="admin"
        title={useRouteTitle(routes.operator.additionalDepositReport)}
        tabs={OPERATOR_REPORT_TABS}
        listPath={listPath}
        actions={(report) => <ReportActions report={report} listPath={listPath} />}
      />
    );
  },
);

function ReportActions({ report, listPath }: { report: AdditionalDepositReport; listPath: string }) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const back = useBackAction(listPath);
  const remove = useDeleteAdditionalDepositReport();
  const dialogs = useRowDialogs<{ sync: AdditionalDepositSyncRequest }>();
  const period = report.period_formatted ?? String(report.period);

  return (
    <>
      {canSyncAdditionalDepositReport(report, 'admin') && (
        <Button variant="secondary" onPress={(event) => dialogs.open('sync', { kind: 'one', report }, event.target)}>
          {t(`${K}.sync`)}
        </Button>
      )}
      <ConfirmButton
        label={t(`${K}.delete.button`)}
        variant="danger"
        title={t(`${K}.delete.title`)}
        confirmLabel={t(`${K}.delete.confirm`)}
        onConfirm={async () => {
          await remove.mutateAsync({ params: { id: report.id } });
          back(additionalDepositDeletedState(report.client.name, period));
        }}
        failure={(error) => ({ title: failureText('errors.returns.delete', error) })}
      >
        <p>{t(`${K}.delete.message`, { company: report.client.name, period })}</p>
      </ConfirmButton>
      <AdditionalDepositSyncDialog request={dialogs.subjectOf('sync')} onClose={dialogs.close} />
    </>
  );
}
