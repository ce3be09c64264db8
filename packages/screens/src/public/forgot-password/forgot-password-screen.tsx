import { isApiError } from '@epp/api/client';
import { usePasswordReset } from '@epp/api/hooks';
import { emailProblem } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button, Link, TextField, useSubmitOnce } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { type FormEvent, useState } from 'react';
import { styled } from 'styled-components';
import { publicRoutes } from '../../routes/public-routes';
import { passwordErrorLines } from '../change-password/password-errors';
import { type PublicCookieProps, PublicLayout } from '../public-layout/public-layout';
import * as styles from '../public-layout/public-layout.styles';

export type ForgotPasswordScreenProps = PublicCookieProps;

const Form = styled.form`
  ${styles.form}
`;

/**
 * /forgot-password: a required e-mail; the reset link is sent (POST rest-auth/password/reset/). A refusal
 * shows the server's own messages (spec §8: `detail` and `email`), else the failure's reason.
 */
export function ForgotPasswordScreen({ cookieStorage }: ForgotPasswordScreenProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const reset = usePasswordReset();
  const [email, setEmail] = useState('');
  const [checked, setChecked] = useState(false);
  const problem = checked ? emailProblem(email) : null;
  // The server's refusal (an HTTP error answer), not an answer the contract rejects: that says why it is wrong.
  const refusal = isApiError(reset.error) && reset.error.kind === 'http' ? reset.error.body : null;
  const serverLines = passwordErrorLines(refusal).map((line) => line.text);

  // useSubmitOnce, not the mutation's isPending: a second submit in the same tick still sees isPending false.
  // The failure is shown from reset.error.
  const send = useSubmitOnce((body: { email: string }) => reset.mutateAsync({ body }).catch(() => undefined));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailProblem(email)) return;
    void send.run({ email: email.trim() });
  };

  return (
    <PublicLayout title={t('screens.public.forgotPassword.title')} cookieStorage={cookieStorage}>
      {reset.isSuccess ? (
        <Alert tone="success" title={t('screens.public.forgotPassword.sent', { email: email.trim() })} />
      ) : (
        <Form onSubmit={submit} noValidate aria-labelledby="public-page-title">
          <p>{t('screens.public.forgotPassword.intro')}</p>
          {reset.isError &&
            (serverLines.length > 0 ? (
              <Alert tone="error" title={t('screens.public.forgotPassword.refused')} lines={serverLines} />
            ) : (
              <Alert tone="error" title={failureText('screens.public.forgotPassword.failed', reset.error)} />
            ))}
          <TextField
            label={t('screens.public.forgotPassword.email')}
            type="email"
            autoComplete="email"
            isRequired
            value={email}
            onChange={setEmail}
            errorMessage={
              problem === 'required'
                ? t('screens.public.forgotPassword.required')
                : problem === 'invalid'
                  ? t('common.invalidEmail')
                  : undefined
            }
          />
          <Button type="submit" isDisabled={reset.isPending}>
            {t('screens.public.forgotPassword.submit')}
          </Button>
        </Form>
      )}
      <Link href={publicRoutes.login.to()} variant="standalone">
        {t('screens.public.forgotPassword.back')}
      </Link>
    </PublicLayout>
  );
}
