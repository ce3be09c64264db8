import { LoginEmailScreen } from '@epp/screens/public';
import { portalConfig } from '../config';
import { useReturnAfterLogin } from '../return-to';
import { DemoHint } from './demo-hint';

/** /login/email: e-mail and password; in demo mode with the demo accounts under the form. */
export default function LoginEmailPage() {
  const onLoggedIn = useReturnAfterLogin();
  return <LoginEmailScreen hint={portalConfig.demoMode ? <DemoHint /> : undefined} onLoggedIn={onLoggedIn} />;
}
