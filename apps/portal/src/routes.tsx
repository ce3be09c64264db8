// The route tree, built from @epp/screens' route table: public pages as they are; every other page needs a
// session and is drawn inside the shell of the user's role. One path may serve several roles (/packages is the
// client's list and, as an alias, the partner's testing): the entry for the active profile's role is drawn.
// "/" and every unknown path go to the role's landing page, or to /login without a session (routes.md).
import { DEMO_PAYMENT_PAGE } from '@epp/fixtures/demo/payment-page';
import { useEppTexts } from '@epp/i18n/on-demand';
import type { ScreenRoute } from '@epp/screens/kit';
import { routes, routeTable } from '@epp/screens/routes';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router';
import { portalConfig } from './config';
import { signedInTextAreas } from './language';
import { Loading } from './loading';
import { pageOf } from './route-pages';
import { useSessionToken } from './session';

// The shell (sidebar, header, role selector, bell) loads with the first signed-in page, not with /login.
const SignedInPage = lazy(() => import('./signed-in-page'));
const Landing = lazy(() => import('./pages/landing'));
// demo mode's stand-in for the card payment provider; a build with a real API has no such route (nor its chunk)
const DemoPayment = lazy(() => import('./pages/demo-payment'));
const paths = [...new Set(routeTable.map((entry) => entry.path))];

/** Holds its Suspense boundary until the signed-in pages' texts are in; beside the page, both load at once. */
function SignedInTexts() {
  useEppTexts(signedInTextAreas);
  return null;
}

function PathRoute({ path }: { path: string }) {
  const token = useSessionToken();
  const location = useLocation();
  const params = useParams();
  const entries = routeTable.filter((entry) => entry.path === path);
  const publicEntry = entries.find((entry) => entry.access === 'public');
  if (publicEntry) {
    const Page = pageOf(publicEntry.id);
    return (
      <Suspense fallback={<Loading />}>
        <Page params={params} />
      </Suspense>
    );
  }
  if (!token) return <Navigate to={routes.public.login.to()} replace state={{ from: location.pathname }} />;
  return (
    <Suspense fallback={<Loading />}>
      <SignedInTexts />
      <SignedInPage entries={entries as readonly ScreenRoute<string>[]} params={params} />
    </Suspense>
  );
}

function LandingRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <Landing />
    </Suspense>
  );
}

export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingRoute />} />
      {portalConfig.demoMode && (
        <Route
          path={DEMO_PAYMENT_PAGE}
          element={
            <Suspense fallback={<Loading />}>
              <DemoPayment />
            </Suspense>
          }
        />
      )}
      {paths.map((path) => (
        <Route key={path} path={path} element={<PathRoute path={path} />} />
      ))}
      <Route path="*" element={<LandingRoute />} />
    </Routes>
  );
}
