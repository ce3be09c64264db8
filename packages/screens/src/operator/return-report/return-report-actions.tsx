// The operator's actions on one return report, after the shared export (operator §2 details, §8): confirm (only
// an is_confirmable report; a refusal lists the server's codes), update from file (the import modal, the
// statistics shown in it), and delete behind a confirmation, which returns to the list with its notice.
import { useConfirmReturnReports, useDeleteReturnReport } from '@epp/api/hooks';
import type { ReturnReport } from '@epp/api/schemas';
import { message, useEppTranslation } from '@epp/i18n';
import { Button, ConfirmDialog, useSubmitOnce } from '@epp/ui';
import { failureLines } from '@epp/widgets/confirm-with-problems';
import { useErrorText } from '@epp/widgets/error-text';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { styled } from 'styled-components';
import { arrivalState, ImportModal, mutedNote, usePageAlerts } from '../../kit';
import { RETURN_REPORT_FAILURE } from '../../reports/returns';
import { routes } from '../../routes/route-table';
import { RETURN_REPORT_DELETED } from './return-report-deleted';

const K = 'screens.operator.returnReport';

const WhyNot = styled.p`
  ${mutedNote}
  align-self: center;
`;

export function ReturnReportActions({ report }: { report: ReturnReport }) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const alerts = usePageAlerts();
  const navigate = useNavigate();
  const confirm = useConfirmReturnReports();
  const remove = useDeleteReturnReport();
  const [isImporting, setImporting] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const isConfirmed = report.confirmed_at !== null;

  const confirmReport = useSubmitOnce(async () => {
    try {
      await confirm.mutateAsync({ body: { ids: [report.id] } });
      alerts.success(message(`${K}.confirmed`), { id: RETURN_REPORT_FAILURE });
    } catch (error) {
      // a server's code is shown as it is; a message stays one, to follow a language switch
      const lines = failureLines(error).map((line) => ('code' in line ? line.code : line));
      alerts.error(message('errors.returns.confirmList'), { id: RETURN_REPORT_FAILURE, lines });
    }
  });

  const deleteReport = async () => {
    await remove.mutateAsync({ params: { id: report.id } });
    navigate(routes.operator.returnReports.to(), { state: arrivalState(RETURN_REPORT_DELETED) });
  };

  return (
    <>
      <Button
        variant="primary"
        isDisabled={!report.is_confirmable}
        isPending={confirmReport.isPending}
        onPress={() => void confirmReport.run()}
      >
        {t(`${K}.confirm`)}
      </Button>
      <Button variant="secondary" onPress={() => setImporting(true)}>
        {t(`${K}.updateFromFile`)}
      </Button>
      <Button variant="danger" onPress={() => setDeleting(true)}>
        {t(`${K}.delete`)}
      </Button>
      {!report.is_confirmable && <WhyNot>{t(isConfirmed ? `${K}.alreadyConfirmed` : `${K}.notReady`)}</WhyNot>}
      <ImportModal
        request={isImporting ? report : null}
        into={(into) => ({ target: { kind: 'returns', reportId: into.id }, period: into.period_formatted })}
        onClose={() => setImporting(false)}
        // the statistics stay in the modal for the operator to read; the report has reloaded under it
        onImported={() => undefined}
      />
      <ConfirmDialog
        isOpen={isDeleting}
        onOpenChange={setDeleting}
        variant="danger"
        size="md"
        title={t(`${K}.deleteTitle`)}
        confirmLabel={t(`${K}.delete`)}
        onConfirm={deleteReport}
        failure={(error) => ({ title: failureText('errors.returns.delete', error) })}
      >
        <p>{t(`${K}.deleteQuestion`, { client: report.client.name, period: report.period_formatted })}</p>
      </ConfirmDialog>
    </>
  );
}
