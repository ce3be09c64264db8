import { useEppTranslation } from '@epp/i18n';
import { announce, Button, Spinner } from '@epp/ui';
import { useEffect, useId } from 'react';
import { styled } from 'styled-components';
import * as styles from './signing-modal.styles';

export interface ControlCodePanelProps {
  /** The 4-digit control code of Mobile-ID / Smart-ID; null while the ID-card software signs. */
  controlCode: string | null;
  /** What the user is doing: signing (default) or logging in. */
  purpose?: 'sign' | 'login';
  /** Stops waiting. */
  onCancel?: () => void;
}

const Panel = styled.div`
  ${styles.codePanel}
`;
const Label = styled.p`
  ${styles.codeLabel}
`;
const Code = styled.p`
  ${styles.code}
`;
const Instruction = styled.p`
  ${styles.instruction}
`;

/**
 * The control code, large, with the instruction to compare it on the phone (spec §8: Mobile-ID and
 * Smart-ID show a control code for the user to compare). Announced once when it appears. Reused by the
 * Mobile-ID / Smart-ID login screens.
 */
export function ControlCodePanel({ controlCode, purpose = 'sign', onCancel }: ControlCodePanelProps) {
  const { t } = useEppTranslation();
  const labelId = useId();
  const instruction =
    controlCode === null
      ? t('widgets.signingModal.idCardInstruction')
      : purpose === 'login'
        ? t('widgets.signingModal.loginInstruction')
        : t('widgets.signingModal.codeInstruction');

  useEffect(() => {
    if (controlCode !== null)
      announce(`${t('widgets.signingModal.controlCode')} ${controlCode.split('').join(' ')}. ${instruction}`);
  }, [controlCode, instruction, t]);

  return (
    <Panel role="group" aria-labelledby={labelId} data-testid="control-code-panel">
      {controlCode !== null && (
        <>
          <Label id={labelId}>{t('widgets.signingModal.controlCode')}</Label>
          <Code>{controlCode}</Code>
        </>
      )}
      {controlCode === null && <Label id={labelId}>{t('widgets.signingModal.waitingIdCard')}</Label>}
      <Instruction>{instruction}</Instruction>
      <Spinner label={t('widgets.signingModal.waiting')} size="sm" />
      {onCancel && (
        <Button variant="secondary" onPress={onCancel} autoFocus>
          {t('widgets.signingModal.cancelWaiting')}
        </Button>
      )}
    </Panel>
  );
}
