// The signed-in part of the route tree, built from @epp/screens' route table: every page needs a session and is
// drawn inside the shell of the user's role. One path may serve several roles (/packages is the client's list
// and, as an alias, the partner's testing): the entry for the active profile's role is drawn. Loaded on demand
// by routes.tsx for any path that is not public, so /login carries neither the table nor this (issue #17).
import { useEppTexts } from '@epp/i18n/on-demand';
import type { ScreenRoute } from '@epp/screens/kit';
import { routes, routeTable } from '@epp/screens/routes';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { LandingRoute } from './landing-route';
import { signedInTextAreas } from './language';
import { loadOrReload } from './load-or-reload';
import { loginStateWithoutSession, useSessionToken } from './session';
import { SignedInLoading } from './signed-in-loading';

// The shell (sidebar, header, role selector, bell) loads with the first signed-in page, not with /login.
const SignedInPage = lazy(() => loadOrReload('signed-in-page', () => import('./signed-in-page')));
const paths = [...new Set(routeTable.filter((entry) => entry.access !== 'public').map((entry) => entry.path))];

/** Holds its Suspense boundary until the signed-in pages' texts are in; beside the page, both load at once. */
function SignedInTexts() {
  useEppTexts(signedInTextAreas);
  return null;
}

function PathRoute({ path }: { path: string }) {
  const token = useSessionToken();
  const location = useLocation();
  const params = useParams();
  if (!token)
    return (
      <Navigate
        to={routes.public.login.to()}
        replace
        state={loginStateWithoutSession(`${location.pathname}${location.search}`)}
      />
    );
  const entries = routeTable.filter((entry) => entry.path === path);
  return (
    <Suspense fallback={<SignedInLoading />}>
      <SignedInTexts />
      <SignedInPage entries={entries as readonly ScreenRoute<string>[]} params={params} />
    </Suspense>
  );
}

export default function SignedInRoutes() {
  return (
    <Routes>
      {paths.map((path) => (
        <Route key={path} path={path} element={<PathRoute path={path} />} />
      ))}
      <Route path="*" element={<LandingRoute />} />
    </Routes>
  );
}
