import { lazy, Suspense } from 'react';
import { loadOrReload } from './load-or-reload';
import { Loading } from './loading';

const Landing = lazy(() => loadOrReload('landing', () => import('./pages/landing')));

/** "/" and every unknown path: the role's landing page, or /login without a session (routes.md). */
export function LandingRoute() {
  return (
    <Suspense fallback={<Loading />}>
      <Landing />
    </Suspense>
  );
}
