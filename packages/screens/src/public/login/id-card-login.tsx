import { useApiClient } from '@epp/api/hooks';
import { type IdCardErrorCode, idCardLanguage, idCardMessage, raisedIdCardCode } from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Alert, Button, Spinner } from '@epp/ui';
import { browserIdCard, type IdCardAdapter } from '@epp/widgets/signing-modal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { styled } from 'styled-components';
import * as styles from '../public-layout/public-layout.styles';

export interface IdCardLoginProps {
  /** The ID-card software; the browser's (window.hwcrypto) by default. */
  idCard?: IdCardAdapter;
  onSucceeded: () => Promise<void>;
}

/** A card failure keeps its code, so its message follows a language switch. */
type Step = { kind: 'idle' } | { kind: 'busy' } | { kind: 'failed'; key: TranslationKey; code?: IdCardErrorCode };

const Stack = styled.div`
  ${styles.form}
`;

/**
 * ID-card login: the card software gives the certificate, dokobit/auth/id-card/ answers the session key.
 * A card error (no software, no certificates, cancelled PIN, ...) shows the card's own message, in the
 * card language of the UI, under "Sisselogimine ebaõnnestus. Palun proovige uuesti."
 */
export function IdCardLogin({ idCard, onSucceeded }: IdCardLoginProps) {
  const { t, i18n } = useEppTranslation();
  const client = useApiClient();
  const queryClient = useQueryClient();
  const [step, setStep] = useState<Step>({ kind: 'idle' });

  const logIn = async () => {
    if (step.kind === 'busy') return;
    setStep({ kind: 'busy' });
    const card = idCard ?? browserIdCard();
    let certificate: { hex: string };
    try {
      certificate = await card.getCertificate(idCardLanguage(i18n.language));
    } catch (error) {
      setStep({ kind: 'failed', key: 'errors.login.retry', code: raisedIdCardCode(error) });
      return;
    }
    try {
      const answer = await client.call('idCardCertificateLogin', { body: { certificate: certificate.hex } });
      const key = answer.key ?? answer.user_object?.key;
      if (!key) {
        setStep({ kind: 'failed', key: 'errors.login.noUser' });
        return;
      }
      queryClient.clear(); // a login resets all stored state (spec §4)
      client.session.setToken(key);
      await onSucceeded();
    } catch {
      setStep({ kind: 'failed', key: 'errors.login.retry' });
    }
  };

  return (
    <Stack>
      {step.kind === 'failed' && (
        <Alert tone="error" title={t(step.key)}>
          {step.code ? idCardMessage(step.code, i18n.language) : null}
        </Alert>
      )}
      <p>{t('screens.public.login.idCardIntro')}</p>
      {step.kind === 'busy' && <Spinner label={t('widgets.signingModal.waitingIdCard')} showLabel />}
      <Button onPress={() => void logIn()} isDisabled={step.kind === 'busy'}>
        {t('screens.public.login.idCardSubmit')}
      </Button>
    </Stack>
  );
}
