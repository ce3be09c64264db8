import type { CurrentUser } from '@epp/api';
import { isApiError } from '@epp/api/client';
import { useLogin } from '@epp/api/hooks';
import { emailProblem } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Link, TextField, useSubmitOnce } from '@epp/ui';
import { type FormEvent, type ReactNode, useState } from 'react';
import { styled } from 'styled-components';
import { publicRoutes } from '../../routes/public-routes';
import { type PublicCookieProps, PublicLayout } from '../public-layout/public-layout';
import * as styles from '../public-layout/public-layout.styles';
import { useAfterLogin } from '../public-layout/use-after-login';

export interface LoginEmailScreenProps extends PublicCookieProps {
  /** A hint under the form, e.g. the demo accounts (the portal's). */
  hint?: ReactNode;
  /** After login, with the loaded current user; by default the role's landing page. */
  onLoggedIn?: (user: CurrentUser) => void;
}

const Form = styled.form`
  ${styles.form}
`;

/**
 * /login/email: e-mail and password (existing users only). Empty or malformed fields are flagged on the
 * field; a refused login says "Sisselogimine ebaõnnestus! Palun kontrolli andmeid.".
 */
export function LoginEmailScreen({ hint, onLoggedIn, cookieStorage }: LoginEmailScreenProps) {
  const { t } = useEppTranslation();
  const login = useLogin();
  const afterLogin = useAfterLogin(onLoggedIn);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const [failed, setFailed] = useState<'check-data' | 'retry' | null>(null);

  const emailError = checked ? emailProblem(email) : null;
  const passwordError = checked && password === '';

  // useSubmitOnce, not the mutation's isPending: a second submit in the same tick still sees isPending false.
  const signIn = useSubmitOnce(async (body: { email: string; password: string }) => {
    setFailed(null);
    try {
      await login.mutateAsync({ body });
    } catch (error) {
      // 400 is the server's "wrong e-mail or password"; anything else (no answer, 500) asks to try again.
      setFailed(isApiError(error) && (error.status === 400 || error.status === 401) ? 'check-data' : 'retry');
      return;
    }
    await afterLogin().catch(() => setFailed('retry'));
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailProblem(email) || password === '') return;
    void signIn.run({ email: email.trim(), password });
  };

  return (
    <PublicLayout title={t('screens.public.loginEmail.title')} cookieStorage={cookieStorage}>
      <Form onSubmit={submit} noValidate aria-labelledby="public-page-title">
        {failed && (
          <Alert tone="error" title={t(failed === 'check-data' ? 'errors.login.checkData' : 'errors.login.retry')} />
        )}
        <TextField
          label={t('screens.public.loginEmail.email')}
          type="email"
          autoComplete="username"
          isRequired
          value={email}
          onChange={setEmail}
          errorMessage={
            emailError === 'required'
              ? t('common.fieldRequired')
              : emailError === 'invalid'
                ? t('common.invalidEmail')
                : undefined
          }
        />
        <TextField
          label={t('screens.public.loginEmail.password')}
          type="password"
          autoComplete="current-password"
          isRequired
          value={password}
          onChange={setPassword}
          errorMessage={passwordError ? t('common.fieldRequired') : undefined}
        />
        <Button type="submit" isDisabled={signIn.isPending}>
          {t('screens.public.loginEmail.submit')}
        </Button>
      </Form>
      <Link href={publicRoutes.forgotPassword.to()} variant="standalone">
        {t('screens.public.loginEmail.forgot')}
      </Link>
      <Link href={publicRoutes.login.to()} variant="standalone">
        {t('screens.public.loginEmail.back')}
      </Link>
      {hint}
    </PublicLayout>
  );
}
