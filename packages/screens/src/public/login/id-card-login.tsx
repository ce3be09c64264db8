import { useApiClient, useStartSession } from '@epp/api/hooks';
import type { IdCardErrorCode } from '@epp/core';
import { type TranslationKey, useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Alert, Button, Spinner, useSubmitOnce } from '@epp/ui';
import { type IdCardAdapter, loadLoginSteps, useLoginSteps } from '@epp/widgets/signing-modal';
import { useState } from 'react';
import { styled } from 'styled-components';
import * as styles from '../public-layout/public-layout.styles';

export interface IdCardLoginProps {
  /** The ID-card software; the browser's (window.hwcrypto) by default. */
  idCard?: IdCardAdapter;
  onSucceeded: () => Promise<void>;
}

/** A card failure keeps its code, so its message follows a language switch. */
type Failure = { key: TranslationKey; code?: IdCardErrorCode };

const Stack = styled.div`
  ${styles.form}
`;

/**
 * ID-card login (logInWithIdCard: certificate, prepare, PIN signature, verify). A card error (no software,
 * no certificates, cancelled PIN, ...) or a failed prepare or verify step (login_prepare_not_success,
 * login_verify_not_success) shows the card's own message, in the card language of the UI, under
 * "Sisselogimine ebaõnnestus. Palun proovige uuesti."
 */
export function IdCardLogin({ idCard, onSucceeded }: IdCardLoginProps) {
  const { t } = useEppTranslation();
  // The card software speaks EST, ENG, RUS and LIT; the interface only et and en, so the card follows the
  // kit's language (et → EST, en → ENG) and its messages stay in the language of the page around them.
  const language = useInterfaceLanguage();
  const client = useApiClient();
  const startSession = useStartSession();
  const [failure, setFailure] = useState<Failure | null>(null);
  // The card login and its messages load after the first paint, or with the press (issue #17).
  const later = useLoginSteps();

  // One login at a time: a second press while the card or the server answers does nothing.
  const logIn = useSubmitOnce(async () => {
    setFailure(null);
    try {
      const steps = await loadLoginSteps();
      const card = idCard ?? steps.browserIdCard();
      const lang = steps.idCardLanguage(language);
      const outcome = await steps.logInWithIdCard({ client, card, lang, startSession });
      if (outcome.kind === 'failed') setFailure({ key: 'errors.login.retry', code: outcome.code });
      else if (outcome.kind === 'no-user') setFailure({ key: 'errors.login.noUser' });
      else await onSucceeded();
    } catch {
      setFailure({ key: 'errors.login.retry' });
    }
  });
  const busy = logIn.isPending;

  return (
    <Stack>
      {failure && !busy && (
        <Alert tone="error" title={t(failure.key)}>
          {failure.code ? later?.idCardMessage(failure.code, language) : null}
        </Alert>
      )}
      <p>{t('screens.public.login.idCardIntro')}</p>
      {busy && <Spinner label={t('widgets.signingModal.waitingIdCard')} showLabel />}
      {/* pending, not disabled: a disabled button would drop the focus to the page's body */}
      <Button onPress={() => void logIn.run()} isPending={busy}>
        {t('screens.public.login.idCardSubmit')}
      </Button>
    </Stack>
  );
}
