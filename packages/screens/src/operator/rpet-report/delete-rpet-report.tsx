// The operator's delete of an rPET report (spec operator §2 "rPET list" details, §4: deleting shows success and
// returns to the list): asked in a danger confirmation; success goes back to the list it came from (or the rPET
// list) with "Aruande kustutamine õnnestus."; a failure is said in the dialog, which stays open.
import { useDeleteRpetReport } from '@epp/api/hooks';
import type { RpetReport } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { ConfirmButton } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useBackAction } from '../../kit';
import { routes } from '../../routes/route-table';
import { rpetDeletedState } from '../rpet-reports/rpet-list-notice';

const K = 'screens.operator.rpetReport';

export function DeleteRpetReport({ report }: { report: RpetReport }) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  const remove = useDeleteRpetReport();
  const back = useBackAction(routes.operator.rpetReports.to());

  return (
    <ConfirmButton
      label={t(`${K}.delete`)}
      variant="danger"
      isPending={remove.isPending}
      title={t(`${K}.deleteTitle`)}
      onConfirm={async () => {
        await remove.mutateAsync({ params: { id: report.id } });
        back(rpetDeletedState());
      }}
      // The spec's text has no slot for the reason: it goes on a line under it.
      failure={(error) => ({ title: t('errors.rpet.delete'), lines: [errorText(error)] })}
    >
      <p>{t(`${K}.deleteText`, { company: report.client.name, period: report.period_formatted })}</p>
    </ConfirmButton>
  );
}
