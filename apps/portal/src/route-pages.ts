// The screen of each route of @epp/screens' table, as the portal draws it: the table's own screens, except the
// pages the portal composes itself (the login pages carry the build's settings and the demo hint).
import type { RouteScreen } from '@epp/screens/kit';
import { routeScreens } from '@epp/screens/routes';
import { type ComponentType, lazy } from 'react';

const portalPages: Readonly<Record<string, () => Promise<{ default: RouteScreen }>>> = {
  'public.login': () => import('./pages/login'),
  'public.loginEmail': () => import('./pages/login-email'),
};

const NotInBuild = lazy(() => import('./pages/not-in-build'));
const pages = new Map<string, ComponentType<{ params: Readonly<Record<string, string | undefined>> }>>();

/** The lazily loaded page of a route id (one chunk per screen), or the honest "not part of this build" page. */
export function pageOf(routeId: string): ComponentType<{ params: Readonly<Record<string, string | undefined>> }> {
  const known = pages.get(routeId);
  if (known) return known;
  const portalPage = portalPages[routeId];
  const screen = routeScreens[routeId];
  const page = portalPage
    ? lazy(portalPage)
    : screen
      ? lazy(() => screen().then((Screen) => ({ default: Screen })))
      : NotInBuild;
  pages.set(routeId, page);
  return page;
}
