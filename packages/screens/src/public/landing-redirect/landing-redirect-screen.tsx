import { roleLanding } from '@epp/core';
import { Navigate } from 'react-router';
import { publicRoutes } from '../../routes/public-routes';
import { WithCurrentUser } from '../../shared/with-current-user';

export interface LandingRedirectScreenProps {
  /** Whether a session is stored; without one the user goes to the login page. */
  isSignedIn: boolean;
}

/**
 * "/" and where a signed-in user is sent: without a session the login page; with one, the landing page of the
 * active profile's role (operator /registry/applications, partner /packages/testing, client /dashboard) once
 * the user has loaded, with a spinner meanwhile and a retry if the load fails.
 */
export function LandingRedirectScreen({ isSignedIn }: LandingRedirectScreenProps) {
  if (!isSignedIn) return <Navigate to={publicRoutes.login.to()} replace />;
  return <WithCurrentUser>{(user) => <Navigate to={roleLanding(user)} replace />}</WithCurrentUser>;
}
