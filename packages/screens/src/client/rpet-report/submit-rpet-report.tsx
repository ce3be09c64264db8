// The client's submit of an rPET report (spec §2, §4 "rPET": unsubmitted → submitted by the client; after submit
// the user stays on the details): "Esita" asks in a confirmation; success says so on the page and the report,
// refetched, is read-only; a failure is said in the dialog with its reason, which stays open to submit again or
// cancel (the kit's failed-confirm policy).
import { useSubmitRpetReport } from '@epp/api/hooks';
import type { RpetReport } from '@epp/api/schemas';
import { message, useEppTranslation } from '@epp/i18n';
import { ConfirmButton } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { usePageAlerts } from '../../kit';

/** `isDisabled` while a percentage is being saved: the submit must not overtake the save. */
export function SubmitRpetReport({ report, isDisabled }: { report: RpetReport; isDisabled?: boolean }) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const { errorText } = useErrorText();
  const submit = useSubmitRpetReport();

  const confirm = async () => {
    await submit.mutateAsync({ params: { id: report.id } });
    alerts.success(message('screens.client.rpetReportDetail.submitted', { period: report.period_formatted }));
  };

  return (
    <ConfirmButton
      label={t('screens.client.rpetReportDetail.submit')}
      isPending={submit.isPending}
      isDisabled={isDisabled}
      title={t('screens.client.rpetReportDetail.submitTitle')}
      onConfirm={confirm}
      // The spec's text has no slot for the reason: it goes on a line under it.
      failure={(error) => ({ title: t('errors.rpet.submit'), lines: [errorText(error)] })}
    >
      <p>{t('screens.client.rpetReportDetail.submitText', { period: report.period_formatted })}</p>
    </ConfirmButton>
  );
}
