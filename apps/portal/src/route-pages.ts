// The screen of each route of @epp/screens' table, as the portal draws it: the table's own screens, except the
// pages the portal composes itself (the login pages carry the build's settings and the demo hint).
import type { RouteScreen } from '@epp/screens/kit';
import { type ComponentType, lazy } from 'react';
import { loadOrReload } from './load-or-reload';
// The first route is part of index.html's own chunk (issue #17): a lazy /login was ~20 more chunks (its react-aria
// and ui modules, each gzipped on its own: +11 KB gzip) fetched one round trip after the entry, before hydration.
import LoginPage from './pages/login';

type Page = ComponentType<{ params: Readonly<Record<string, string | undefined>> }>;

const portalPages: Readonly<Record<string, () => Promise<{ default: RouteScreen }>>> = {
  'public.loginEmail': () => import('./pages/login-email'),
};

const pages = new Map<string, Page>([['public.login', LoginPage]]);

/** The routes the portal composes itself; every other route of the table is drawn by its screen. */
export const portalPageIds: readonly string[] = ['public.login', ...Object.keys(portalPages)];

/**
 * The screen of a route of the table. The table of screens (one `import()` per screen with its chunks' preload
 * lists: ~3.4 KB gzip) loads with the first page that needs it, not with /login. Every route has its screen
 * (issue #28; route-pages.test.ts): the "not part of this build" page is gone, so a route without one would be
 * a fault of the build, shown by the page's error boundary.
 */
const tableScreen = (routeId: string): Promise<{ default: Page }> =>
  import('@epp/screens/route-screens').then(async ({ routeScreenOf }) => {
    const screen = routeScreenOf(routeId);
    if (!screen) throw new Error(`The route ${routeId} has no screen in @epp/screens' route-screens table`);
    return { default: await screen() };
  });

/** The page of a route id (one chunk per screen, loaded on demand; /login at once). */
export function pageOf(routeId: string): Page {
  const known = pages.get(routeId);
  if (known) return known;
  const portalPage = portalPages[routeId];
  const page = lazy(() => loadOrReload(routeId, portalPage ?? (() => tableScreen(routeId))));
  pages.set(routeId, page);
  return page;
}
