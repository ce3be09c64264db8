import { useEppTranslation } from '@epp/i18n';
import { Alert } from '@epp/ui';
import { useFailureLineText } from '../confirm-with-problems/use-failure-line-text';
import type { TestOutcome } from './use-test-measurement-form';

export interface TestFormAlertsProps {
  /** A measure is out of range on an editable form: NOK is suggested. */
  suggestNok: boolean;
  /** Problems are shown and some remain. */
  hasShownProblems: boolean;
  outcome: TestOutcome;
}

/** What the form says under its fields: the NOK suggestion, "fix the red fields", and how the submit ended. */
export function TestFormAlerts({ suggestNok, hasShownProblems, outcome }: TestFormAlertsProps) {
  const { t } = useEppTranslation();
  const lineText = useFailureLineText();
  return (
    <>
      {suggestNok && <Alert tone="warning" role="status" title={t('widgets.testMeasurementForm.suggestNok')} />}
      {hasShownProblems && <Alert tone="error" role="none" title={t('widgets.testMeasurementForm.fixErrors')} />}
      {outcome.kind === 'failed' && (
        <Alert tone="error" title={t('widgets.testMeasurementForm.failed')} lines={outcome.lines.map(lineText)} />
      )}
      {outcome.kind === 'done' && (
        <Alert
          tone="success"
          title={t(outcome.isUpdate ? 'widgets.testMeasurementForm.updated' : 'widgets.testMeasurementForm.submitted', {
            status: t(`status.testResult.${outcome.status}`),
          })}
        />
      )}
    </>
  );
}
