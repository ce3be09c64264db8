// The route tree: public pages as they are; every other page needs a session and is drawn inside the shell
// of the user's role. One path may serve several roles (/packages is the client's list and the partner's
// testing): the entry for the active profile's role is drawn, and a path with none for it shows the "not
// part of this build" page rather than a silent 404. "/" goes to the role's landing page.
import { useCurrentUser } from '@epp/api/hooks';
import { portalMode, roleLanding } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { AppShell } from '@epp/screens/shell';
import { Spinner } from '@epp/ui';
import { type ComponentType, lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { type PortalRoute, portalRoutes } from './route-table';
import { useSessionToken } from './session';

const NotInBuild = lazy(() => import('./pages/not-in-build'));
const NotFound = lazy(() => import('./pages/not-found'));

const lazyPages = new Map<PortalRoute, ComponentType>(portalRoutes.map((entry) => [entry, lazy(entry.load)]));
const paths = [...new Set(portalRoutes.map((entry) => entry.path))];

function Loading() {
  const { t } = useEppTranslation();
  return <Spinner label={t('portal.loading')} />;
}

/** A signed-in page: the entry for the active profile's role inside that role's shell. */
function SignedInPage({ entries }: { entries: readonly PortalRoute[] }) {
  const { t } = useEppTranslation();
  const location = useLocation();
  const user = useCurrentUser();
  if (!user.data) return <Loading />;
  const role = portalMode(user.data);
  const entry = entries.find((candidate) => candidate.access === role || candidate.access === 'signedIn');
  const Page = entry ? (lazyPages.get(entry) ?? NotInBuild) : NotInBuild;
  const labels = (entry?.labels ?? []).map((key) => t(key));
  return (
    <AppShell key={location.pathname} role={role} labels={labels}>
      <Suspense fallback={<Loading />}>
        <Page />
      </Suspense>
    </AppShell>
  );
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
  return <SignedInPage entries={entries} />;
}

/** "/": the role's landing page, or the login page without a session. */
function Landing() {
  const token = useSessionToken();
  const user = useCurrentUser(undefined, { enabled: token !== null });
  if (!token) return <Navigate to="/login" replace />;
  if (!user.data) return <Loading />;
  return <Navigate to={roleLanding(user.data)} replace />;
}

export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<Landing />} />
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
