import { LoginEmailScreen } from '@epp/screens/public';
import { lazy, Suspense } from 'react';
import { loadOrReload } from '../load-or-reload';
import { useReturnAfterLogin } from '../return-to';

// Loaded in demo mode only: a real build drops the constant's branch with the import() and the demo accounts.
const DemoHint = import.meta.env.EPP_DEMO
  ? lazy(() => loadOrReload('demo-hint', () => import('./demo-hint').then(({ DemoHint }) => ({ default: DemoHint }))))
  : null;

/** /login/email: e-mail and password; in demo mode with the demo accounts under the form. */
export default function LoginEmailPage() {
  const onLoggedIn = useReturnAfterLogin();
  return (
    <LoginEmailScreen
      hint={
        DemoHint ? (
          <Suspense>
            <DemoHint />
          </Suspense>
        ) : undefined
      }
      onLoggedIn={onLoggedIn}
    />
  );
}
