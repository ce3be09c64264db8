import { isApiError } from '@epp/api/client';
import { usePasswordChange, usePasswordResetLink } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Link, Spinner, TextField, useSubmitOnce } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { publicRoutes } from '../../routes/public-routes';
import { type PublicCookieProps, PublicLayout } from '../public-layout/public-layout';
import * as styles from '../public-layout/public-layout.styles';
import { passwordErrorLines, passwordFormProblems } from './password-errors';

/**
 * The server refused the link (a 4xx answer): the link is not active. A 5xx is the server failing, not a verdict
 * on the link: that says why and offers a retry, as a failed check does.
 */
const isRefusal = (error: unknown) =>
  isApiError(error) && error.kind === 'http' && error.status !== undefined && error.status < 500;
/** An answer of the server's that says why it refused (spec §8: its field messages); not a 401's, which ends the session. */
const refusalBody = (error: unknown) => (isApiError(error) && error.kind === 'http' ? error.body : null);

export interface ChangePasswordScreenProps extends PublicCookieProps {
  /** The route's {uid}. */
  uid: string;
  /** The route's {token}. */
  token: string;
}

const Form = styled.form`
  ${styles.form}
`;

/**
 * /change-password/{uid}/{token}: the link is checked first (GET token/{uid}/{token} opens a session); an
 * inactive link says "Antud link ei ole aktiivne". Then a new password and its repeat, which must match
 * ("Paroolid on erinevad"); server errors are listed with "Parool:" / "Kordusparool:" before them.
 */
export function ChangePasswordScreen({ uid, token, cookieStorage }: ChangePasswordScreenProps) {
  const { t } = useEppTranslation();
  const { errorText, failureText } = useErrorText();
  const link = usePasswordResetLink();
  const change = usePasswordChange();
  const checkedLink = useRef('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [checked, setChecked] = useState(false);
  const { mutate: openLink } = link;

  useEffect(() => {
    // Once per link, also under StrictMode's double effects.
    if (checkedLink.current === `${uid}/${token}`) return;
    checkedLink.current = `${uid}/${token}`;
    openLink({ params: { uid, token } });
  }, [uid, token, openLink]);

  const problems = checked ? passwordFormProblems(password, repeat) : {};

  // useSubmitOnce, not the mutation's isPending: a second submit in the same tick still sees isPending false.
  // The failure is shown from change.error.
  const send = useSubmitOnce((body: { new_password1: string; new_password2: string }) =>
    change.mutateAsync({ body }).catch(() => undefined),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const found = passwordFormProblems(password, repeat);
    if (found.password || found.repeat) return;
    void send.run({ new_password1: password, new_password2: repeat });
  };

  const serverLines = () => {
    const lines = passwordErrorLines(refusalBody(change.error));
    // No field messages: the failure's own text ("Tundmatu viga!" for a server that said nothing).
    if (lines.length === 0) return [errorText(change.error)];
    return lines.map((line) =>
      line.field === 'new'
        ? t('errors.password.newPassword', { message: line.text })
        : line.field === 'repeat'
          ? t('errors.password.repeatPassword', { message: line.text })
          : line.text,
    );
  };

  const body = () => {
    if (link.isPending || link.isIdle) return <Spinner label={t('screens.public.changePassword.checking')} showLabel />;
    if (link.isError && !isRefusal(link.error)) {
      // The check itself failed (no answer, or not one the contract allows): say why and let it be asked again.
      return (
        <Alert tone="error" title={failureText('screens.public.changePassword.checkFailed', link.error)}>
          <Button variant="secondary" size="sm" onPress={() => openLink({ params: { uid, token } })}>
            {t('common.actions.retry')}
          </Button>
        </Alert>
      );
    }
    if (link.isError) {
      return (
        <>
          <Alert tone="error" title={t('errors.password.linkInactive')} />
          <Link href={publicRoutes.forgotPassword.to()} variant="standalone">
            {t('screens.public.changePassword.forgot')}
          </Link>
        </>
      );
    }
    if (change.isSuccess) {
      return (
        <>
          <Alert tone="success" title={t('screens.public.changePassword.changed')} />
          <Link href={publicRoutes.login.to()} variant="standalone">
            {t('screens.public.changePassword.toLogin')}
          </Link>
        </>
      );
    }
    return (
      <Form onSubmit={submit} noValidate aria-labelledby="public-page-title">
        {change.isError && (
          <Alert tone="error" title={t('screens.public.changePassword.failed')} lines={serverLines()} />
        )}
        <TextField
          label={t('screens.public.changePassword.newPassword')}
          type="password"
          autoComplete="new-password"
          isRequired
          value={password}
          onChange={setPassword}
          errorMessage={problems.password ? t('common.fieldRequired') : undefined}
        />
        <TextField
          label={t('screens.public.changePassword.repeatPassword')}
          type="password"
          autoComplete="new-password"
          isRequired
          value={repeat}
          onChange={setRepeat}
          errorMessage={
            problems.repeat === 'mismatch'
              ? t('screens.public.changePassword.mismatch')
              : problems.repeat
                ? t('common.fieldRequired')
                : undefined
          }
        />
        <Button type="submit" isDisabled={change.isPending}>
          {t('screens.public.changePassword.submit')}
        </Button>
      </Form>
    );
  };

  return (
    <PublicLayout title={t('screens.public.changePassword.title')} cookieStorage={cookieStorage}>
      {body()}
    </PublicLayout>
  );
}
