// The operator's unsubmit of an rPET report (spec operator §2 "rPET list" details, §4: submitted → unsubmitted by
// an administrator; the user stays on the details): asked in a confirmation; success is said on the page and the
// report, refetched, shows unsubmitted (the client can change it again); a failure is said in the dialog.
import { useUnsubmitRpetReport } from '@epp/api/hooks';
import type { RpetReport } from '@epp/api/schemas';
import { message, useEppTranslation } from '@epp/i18n';
import { ConfirmButton } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { usePageAlerts } from '../../kit';

const K = 'screens.operator.rpetReport';

export function UnsubmitRpetReport({ report }: { report: RpetReport }) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const { errorText } = useErrorText();
  const unsubmit = useUnsubmitRpetReport();

  const confirm = async () => {
    await unsubmit.mutateAsync({ params: { id: report.id } });
    alerts.success(message(`${K}.unsubmitted`, { period: report.period_formatted }));
  };

  return (
    <ConfirmButton
      label={t(`${K}.unsubmit`)}
      isPending={unsubmit.isPending}
      title={t(`${K}.unsubmitTitle`)}
      onConfirm={confirm}
      // The spec's text has no slot for the reason: it goes on a line under it.
      failure={(error) => ({ title: t('errors.rpet.unsubmit'), lines: [errorText(error)] })}
    >
      <p>{t(`${K}.unsubmitText`, { company: report.client.name, period: report.period_formatted })}</p>
    </ConfirmButton>
  );
}
