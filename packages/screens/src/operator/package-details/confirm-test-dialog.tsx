import { useConfirmTests } from '@epp/api/hooks';
import type { PackageTest } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { useState } from 'react';
import { usePageAlerts } from '../../kit';
import { StartDateDialog } from './start-date-dialog';

const K = 'screens.operator.packageDetails.testing';
const RESULT = { 1: 'OK', 2: 'NOK', 3: 'N/A' } as const;

export interface ConfirmTestDialogProps {
  test: PackageTest;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * Confirms a test result with its sales start date (administrator/confirm-tests/ for this one package; spec §5
 * "Confirming test results needs a sales start date"). A refusal is listed "{EAN} - {error}" in the dialog.
 */
export function ConfirmTestDialog({ test, isOpen, onOpenChange }: ConfirmTestDialogProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const alerts = usePageAlerts();
  const confirm = useConfirmTests();
  const [failure, setFailure] = useState<{ refused?: string; error?: unknown } | null>(null);

  // useSubmitOnce, not confirm.isPending: a second press in the same tick still sees isPending false.
  const send = useSubmitOnce(async (startDate: string) => {
    setFailure(null);
    try {
      const answer = await confirm.mutateAsync({ body: { ids: [test.package_id], start_date: startDate } });
      const own = answer.find((entry) => entry.id === test.package_id);
      if (own?.is_success) {
        alerts.success({ key: `${K}.confirmed`, params: { eans: test.ean } });
        onOpenChange(false);
      } else setFailure({ refused: `${test.ean} - ${own?.error ?? t('errors.unexpectedShort')}` });
    } catch (error) {
      setFailure({ error });
    }
  });

  return (
    <StartDateDialog
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) setFailure(null);
        onOpenChange(open);
      }}
      title={t(`${K}.confirmTitle`)}
      dateLabel={t(`${K}.startDate`)}
      dateMissing={t(`${K}.startDateMissing`)}
      confirmLabel={t(`${K}.confirm`)}
      onConfirm={(startDate) => void send.run(startDate)}
      isPending={send.isPending}
      failure={
        failure === null
          ? null
          : failure.refused !== undefined
            ? { title: t(`${K}.confirmFailed`), lines: [failure.refused] }
            : { title: failureText(`${K}.confirmError`, failure.error) }
      }
    >
      <p>{t(`${K}.confirmMessage`, { ean: test.ean, result: RESULT[test.status ?? 3] })}</p>
    </StartDateDialog>
  );
}
