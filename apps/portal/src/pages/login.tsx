import { useEppTranslation } from '@epp/i18n';
import { LoginScreen } from '@epp/screens/public';
import { Alert } from '@epp/ui';
import { useLocation } from 'react-router';
import { portalConfig } from '../config';
import { useReturnAfterLogin } from '../return-to';
import type { LoginLocationState } from '../session';

/** /login: every method; e-mail login is offered where the build enables it (always in demo mode). */
export default function LoginPage() {
  const { t } = useEppTranslation();
  const state = (useLocation().state ?? {}) as LoginLocationState;
  const onLoggedIn = useReturnAfterLogin();
  return (
    <>
      {state.sessionEnded && <Alert tone="error" title={t('errors.unexpected')} />}
      <LoginScreen emailLoginEnabled={portalConfig.emailLogin} onLoggedIn={onLoggedIn} />
    </>
  );
}
