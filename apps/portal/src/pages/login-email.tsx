import { LoginEmailScreen } from '@epp/screens/public';
import { portalConfig } from '../config';
import { DemoHint } from './demo-hint';

/** /login/email: e-mail and password; in demo mode with the demo accounts under the form. */
export default function LoginEmailPage() {
  return <LoginEmailScreen hint={portalConfig.demoMode ? <DemoHint /> : undefined} />;
}
