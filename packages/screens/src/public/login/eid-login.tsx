import { controlCodeOf, isSigningBusy } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { Alert, Button, Spinner, TextField } from '@epp/ui';
import { useDokobitLogin, useLoginSteps } from '@epp/widgets/signing-modal';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import * as styles from '../public-layout/public-layout.styles';
import {
  dokobitPhone,
  type EidLoginMethod,
  type EidLoginProblems,
  type EidLoginValues,
  eidLoginProblems,
  hasEidLoginProblems,
} from './login-form';

export interface EidLoginProps {
  method: EidLoginMethod;
  values: EidLoginValues;
  /**
   * One field changed. A patch, not the whole form: at hydration each field hands over what was typed before
   * the scripts ran, one after another in the same tick, and a whole form built from this render's `values`
   * would undo the field handed over before it (issue #23: the phone number was lost).
   */
  onChange: (change: Partial<EidLoginValues>) => void;
  /** Back to a fresh form after a failure or a cancel (the parent remounts this with a new key). */
  onRestart: () => void;
  /** The session is stored: load the user and go on. */
  onSucceeded: () => Promise<void>;
  /** The status poll interval (1000 ms by default; stories go faster). */
  intervalMs?: number;
}

const Form = styled.form`
  ${styles.form}
`;

/**
 * Mobile-ID (phone and personal code) or Smart-ID (personal code, country EE) login: checks the fields,
 * starts the login with useDokobitLogin, shows the control code to compare while the phone is asked, and
 * ends in the landing page or a login error of spec §8 with "try again".
 */
export function EidLogin({ method, values, onChange, onRestart, onSucceeded, intervalMs }: EidLoginProps) {
  const { t } = useEppTranslation();
  // The kit's language (et/en): the ID-card language of the flow follows it (et → EST, en → ENG).
  const language = useInterfaceLanguage();
  const login = useDokobitLogin({ language, ...(intervalMs ? { intervalMs } : {}) });
  // The control code panel and the failure texts load after the first paint (issue #17); a login that got as
  // far as needing them ran after that, so the fallbacks below are for a chunk that failed to load.
  const later = useLoginSteps();
  const [problems, setProblems] = useState<EidLoginProblems>({});
  const [noUser, setNoUser] = useState(false);
  // Not a double-submit guard (useSubmitOnce only stops a second call while the first runs): a latch, so one
  // successful login is handed on once even when the effect runs again after onSucceeded settled (a new
  // callback identity, StrictMode). A new attempt remounts this form, which resets it.
  const finished = useRef(false);
  const { state } = login;

  useEffect(() => {
    if (state.status === 'canceled') onRestart();
    if (state.status !== 'succeeded' || finished.current) return;
    finished.current = true;
    onSucceeded().catch(() => setNoUser(true));
  }, [state.status, onRestart, onSucceeded]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = eidLoginProblems(method, values);
    setProblems(found);
    if (hasEidLoginProblems(found)) return;
    const personalCode = values.personalCode.trim();
    login.start(
      method === 'mobile-id' ? { method, phone: dokobitPhone(values.phone), personalCode } : { method, personalCode },
    );
  };

  const busy = isSigningBusy(state);
  const controlCode = controlCodeOf(state);
  const waiting = state.status === 'awaiting-confirmation' || state.status === 'polling';
  const failure =
    state.status === 'failed'
      ? (later?.loginFailureText(state.failure, language) ?? { key: 'errors.login.retry' as const })
      : noUser
        ? { key: 'errors.login.noUser' as const }
        : null;

  if (waiting)
    return later ? (
      <later.ControlCodePanel controlCode={controlCode} purpose="login" onCancel={login.cancel} />
    ) : (
      <Spinner label={t('widgets.signingModal.waiting')} showLabel />
    );

  return (
    <Form
      onSubmit={submit}
      noValidate
      aria-label={t(`screens.public.login.${method === 'mobile-id' ? 'mobileId' : 'smartId'}`)}
    >
      {failure && (
        <Alert tone="error" title={t(failure.key)}>
          {failure.detailText}
        </Alert>
      )}
      {problems.alert && (
        <Alert
          tone="error"
          title={t(problems.alert === 'not-estonian' ? 'errors.login.notEstonian' : 'errors.login.checkDataFormal')}
        />
      )}
      {method === 'mobile-id' && (
        <TextField
          label={t('screens.public.login.phone')}
          type="tel"
          autoComplete="tel"
          isRequired
          isDisabled={busy || failure !== null}
          value={values.phone}
          onChange={(phone) => onChange({ phone })}
          errorMessage={problems.phone ? t('common.fieldRequired') : undefined}
        />
      )}
      <TextField
        label={t('screens.public.login.personalCode')}
        inputMode="numeric"
        isRequired
        isDisabled={busy || failure !== null}
        value={values.personalCode}
        onChange={(personalCode) => onChange({ personalCode })}
        errorMessage={problems.personalCode ? t('common.fieldRequired') : undefined}
      />
      {method === 'smart-id' && (
        <TextField label={t('screens.public.login.country')} value={t('screens.public.login.estonia')} isReadOnly />
      )}
      {busy && <Spinner label={t('widgets.signingModal.waiting')} showLabel />}
      {failure ? (
        // The control-code panel, and its focused "cancel", went with the refusal: the focus goes to what comes next.
        <Button variant="secondary" onPress={onRestart} autoFocus>
          {t('common.actions.retry')}
        </Button>
      ) : (
        <Button type="submit" isDisabled={busy}>
          {t('screens.public.login.submit')}
        </Button>
      )}
    </Form>
  );
}
