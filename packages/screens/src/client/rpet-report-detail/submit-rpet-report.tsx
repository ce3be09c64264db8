// The client's submit of an rPET report (spec §2, §4 "rPET": unsubmitted → submitted by the client; after submit
// the user stays on the details): "Esita" asks in a confirmation; success says so on the page and the report,
// refetched, is read-only; a failure shows on the page with its reason and the report can be submitted again.
import { useSubmitRpetReport } from '@epp/api/hooks';
import type { RpetReport } from '@epp/api/schemas';
import { message, useEppTranslation } from '@epp/i18n';
import { Button, ConfirmDialog } from '@epp/ui';
import { errorMessage } from '@epp/widgets/error-text';
import { useState } from 'react';
import { usePageAlerts } from '../../kit';
import { RPET_FAILURE } from '../../reports/rpet';

/** `isDisabled` while a percentage is being saved: the submit must not overtake the save. */
export function SubmitRpetReport({ report, isDisabled }: { report: RpetReport; isDisabled?: boolean }) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const submit = useSubmitRpetReport();
  const [isOpen, setOpen] = useState(false);

  const confirm = async () => {
    alerts.dismiss(RPET_FAILURE);
    try {
      await submit.mutateAsync({ params: { id: report.id } });
      alerts.success(message('screens.client.rpetReportDetail.submitted', { period: report.period_formatted }));
    } catch (error) {
      // The dialog closes; the reason shows on the page (the spec's text has no slot for it).
      alerts.error(message('errors.rpet.submit'), { id: RPET_FAILURE, lines: [errorMessage(error)] });
    }
  };

  return (
    <>
      <Button onPress={() => setOpen(true)} isPending={submit.isPending} isDisabled={isDisabled}>
        {t('screens.client.rpetReportDetail.submit')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title={t('screens.client.rpetReportDetail.submitTitle')}
        confirmLabel={t('screens.client.rpetReportDetail.submit')}
        onConfirm={confirm}
      >
        <p>{t('screens.client.rpetReportDetail.submitText', { period: report.period_formatted })}</p>
      </ConfirmDialog>
    </>
  );
}
