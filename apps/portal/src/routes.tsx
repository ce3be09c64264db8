// The route tree: public pages as they are; every other page needs a session and is drawn inside the shell
// of the user's role. One path may serve several roles (/packages is the client's list and the partner's
// testing): the entry for the active profile's role is drawn, and a path with none for it shows the "not
// part of this build" page rather than a silent 404. "/" goes to the role's landing page.
import { useEppTexts } from '@epp/i18n/on-demand';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { signedInTextAreas } from './language';
import { Loading } from './loading';
import { type PortalRoute, portalRoutes } from './route-table';
import { useSessionToken } from './session';

const NotFound = lazy(() => import('./pages/not-found'));

const lazyPages = new Map<PortalRoute, ComponentType>(portalRoutes.map((entry) => [entry, lazy(entry.load)]));
// The shell (sidebar, header, role selector, bell) loads with the first signed-in page, not with /login.
const SignedInPage = lazy(() => import('./signed-in-page'));
const paths = [...new Set(portalRoutes.map((entry) => entry.path))];

/** Holds its Suspense boundary until the signed-in pages' texts are in; beside the page, both load at once. */
function SignedInTexts() {
  useEppTexts(signedInTextAreas);
  return null;
}

function PathRoute({ path }: { path: string }) {
  const token = useSessionToken();
  const location = useLocation();
  const entries = portalRoutes.filter((entry) => entry.path === path);
  const publicEntry = entries.find((entry) => entry.access === 'public');
  if (publicEntry) {
    const Page = lazyPages.get(publicEntry) as ComponentType;
    return (
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    );
  }
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return (
    <Suspense fallback={<Loading />}>
      <SignedInTexts />
      <SignedInPage entries={entries} pages={lazyPages} />
    </Suspense>
  );
}

/** "/": the role's landing page, or the login page without a session (the Redirect screen of @epp/screens). */
const Landing = lazy(() => import('./pages/landing'));

export function PortalRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Suspense fallback={<Loading />}>
            <Landing />
          </Suspense>
        }
      />
      {paths.map((path) => (
        <Route key={path} path={path} element={<PathRoute path={path} />} />
      ))}
      <Route
        path="*"
        element={
          <Suspense fallback={<Loading />}>
            <NotFound />
          </Suspense>
        }
      />
    </Routes>
  );
}
