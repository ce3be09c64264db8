// The route tree: the public pages of @epp/screens' route table as they are, "/" to the role's landing page, and
// every other path to the signed-in routes (signed-in-routes.tsx: the table, the session check, the shell),
// loaded on demand: /login carries neither the signed-in table nor the shell (issue #17). Unknown paths go to
// the role's landing page, or to /login without a session (routes.md).
import { DEMO_PAYMENT_PAGE } from '@epp/fixtures/demo/payment-page';
import type { ScreenRoute } from '@epp/screens/kit';
import { publicRoutes } from '@epp/screens/routes';
import { lazy, Suspense } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { LandingRoute } from './landing-route';
import { loadOrReload } from './load-or-reload';
import { Loading } from './loading';
import { PageErrorBoundary } from './page-failure';
import { pageOf } from './route-pages';

const SignedInRoutes = lazy(() => loadOrReload('signed-in-routes', () => import('./signed-in-routes')));
// demo mode's stand-in for the card payment provider; a build with a real API has no such route (nor its chunk):
// the constant's branch, import() included, is dropped there
const DemoPayment = import.meta.env.EPP_DEMO
  ? lazy(() => loadOrReload('demo-payment', () => import('./pages/demo-payment')))
  : null;

function PublicRoute({ route }: { route: ScreenRoute }) {
  const params = useParams();
  const Page = pageOf(route.id);
  return (
    <PageErrorBoundary key={route.id}>
      <Suspense fallback={<Loading />}>
        <Page params={params} />
      </Suspense>
    </PageErrorBoundary>
  );
}

export function PortalRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingRoute />} />
      {DemoPayment && (
        <Route
          path={DEMO_PAYMENT_PAGE}
          element={
            <Suspense fallback={<Loading />}>
              <DemoPayment />
            </Suspense>
          }
        />
      )}
      {Object.values(publicRoutes).map((route) => (
        <Route key={route.path} path={route.path} element={<PublicRoute route={route} />} />
      ))}
      <Route
        path="*"
        element={
          // The signed-in routes' small chunk: a moment's spinner; the shell's frame draws from there on (while the
          // shell, the texts and the user load), from that chunk, so /login does not carry it (#17's budget).
          <Suspense fallback={<Loading />}>
            <SignedInRoutes />
          </Suspense>
        }
      />
    </Routes>
  );
}
