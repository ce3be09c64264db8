import { useConfirmTestingCompleted } from '@epp/api/hooks';
import { message, useEppTranslation } from '@epp/i18n';
import { ConfirmButton } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { usePageAlerts } from '../../kit/page-alerts';

export interface FinishTestingButtonProps {
  /** Retesting sends `is_retest: true`. */
  isRetest: boolean;
}

const ALERT_ID = 'partner-finish-testing';

/**
 * "Lõpeta testimine" / "Lõpeta kordustestimine": asks first, then POST partner/confirm-testing-completed/
 * (the server notifies the operator by e-mail). Success is a page alert; a failure is said in the dialog,
 * which stays open, so the partner can try again or cancel (the kit's failed-confirm policy).
 */
export function FinishTestingButton({ isRetest }: FinishTestingButtonProps) {
  const { t } = useEppTranslation();
  const alerts = usePageAlerts();
  const { failureText } = useErrorText();
  const finish = useConfirmTestingCompleted();
  const keys = isRetest
    ? ({ button: 'finishRetesting', title: 'finishRetestingTitle', body: 'finishRetestingText' } as const)
    : ({ button: 'finishTesting', title: 'finishTestingTitle', body: 'finishTestingText' } as const);

  const confirm = async () => {
    await finish.mutateAsync({ body: { is_retest: isRetest } });
    alerts.success(message('screens.partner.packageLists.finished'), { id: ALERT_ID });
  };

  return (
    <ConfirmButton
      label={t(`screens.partner.packageLists.${keys.button}`)}
      title={t(`screens.partner.packageLists.${keys.title}`)}
      onConfirm={confirm}
      failure={(error) => ({ title: failureText('screens.partner.packageLists.finishFailed', error) })}
    >
      <p>{t(`screens.partner.packageLists.${keys.body}`)}</p>
    </ConfirmButton>
  );
}
