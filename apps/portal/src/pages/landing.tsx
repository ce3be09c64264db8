import { LandingRedirectScreen } from '@epp/screens/public';
import { useSessionToken } from '../session';

/** "/": the login page without a session, else the landing page of the active profile's role. */
export default function LandingPage() {
  const token = useSessionToken();
  return <LandingRedirectScreen isSignedIn={token !== null} />;
}
