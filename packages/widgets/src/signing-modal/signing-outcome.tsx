import type { SigningState } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage, useMessageText } from '@epp/i18n';
import { Alert, Button } from '@epp/ui';
import type { Ref } from 'react';
import { styled } from 'styled-components';
import { failureText } from './signing-messages';
import * as styles from './signing-modal.styles';

export interface SigningOutcomeProps {
  state: SigningState;
  onRetry: () => void;
  /** Wraps the canceled or failed alert, so its retry button can take the focus. */
  outcomeRef: Ref<HTMLDivElement>;
}

const Detail = styled.p`
  ${styles.detail}
`;

/** How the signature ended: signed, the contract exists already, canceled or failed (these two with a retry). */
export function SigningOutcome({ state, onRetry, outcomeRef }: SigningOutcomeProps) {
  const { t } = useEppTranslation();
  const text = useMessageText();
  const language = useInterfaceLanguage();
  const failure = state.status === 'failed' ? failureText(state.failure, language) : null;
  const retry = (
    <Button size="sm" variant="secondary" onPress={onRetry}>
      {t('common.actions.retry')}
    </Button>
  );
  return (
    <>
      {state.status === 'succeeded' && <Alert tone="success" title={t('widgets.signingModal.signed')} />}
      {state.status === 'already-exists' && <Alert tone="info" title={t('widgets.signingModal.alreadyExists')} />}
      {state.status === 'canceled' && (
        <div ref={outcomeRef}>
          {/* Said by the modal's announcer (signing-modal.tsx); the retry in it takes the focus. */}
          <Alert tone="warning" role="none" title={t('widgets.signingModal.canceled')}>
            {retry}
          </Alert>
        </div>
      )}
      {failure && (
        <div ref={outcomeRef}>
          <Alert tone="error" title={text(failure)}>
            {(failure.detailKey || failure.detailText) && (
              <Detail>{failure.detailKey ? t(failure.detailKey) : failure.detailText}</Detail>
            )}
            {retry}
          </Alert>
        </div>
      )}
    </>
  );
}
