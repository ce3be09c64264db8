import type { TranslationKey } from '@epp/i18n';
import type { ComponentType } from 'react';

/** Who may open a route: anyone, one role's signed-in users, or every signed-in user. */
export type RouteAccess = 'public' | 'client' | 'partner' | 'operator';
export type SignedInRole = Exclude<RouteAccess, 'public'>;

/** The parameter names of a path pattern: `'/reports/sale/:id/repair'` → `'id'`. */
export type RouteParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | RouteParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

export type RouteParams<P extends string> = { readonly [K in RouteParamName<P>]: string | number };

/** What a route's screen gets: the path's parameters as the address has them. */
export interface RouteScreenProps {
  params: Readonly<Record<string, string | undefined>>;
}
export type RouteScreen = ComponentType<RouteScreenProps>;

/** The sidebar entries a signed-in route can belong to (aria-current follows the route, not the path's prefix). */
export type NavSection =
  | 'dashboard'
  | 'packages'
  | 'reports'
  | 'invoices'
  | 'profile'
  | 'registry'
  | 'debts'
  | 'users'
  | 'settings'
  | 'packageTesting';

export interface ScreenRoute<P extends string = string, I extends string = string> {
  /** Unique in the table, e.g. `'client.salesReport'`; the crawl and the demo's example parameters use it. */
  id: I;
  /** The react-router pattern, e.g. `'/reports/sale/:id'`. */
  path: P;
  access: RouteAccess;
  /** The header title's labels (joined with " · "), top level first. */
  title: readonly TranslationKey[];
  /** The sidebar entry this page belongs to. */
  section?: NavSection;
  /**
   * The address of this route for the given parameters and search parameters:
   * `salesReport.to({ id: 12 })` → `/reports/sale/12`; `salesReports.to({ client: 5 })` → `/reports/sales?client=5`.
   */
  to: (
    ...args: RouteParamName<P> extends never ? [search?: RouteSearch] : [params: RouteParams<P>, search?: RouteSearch]
  ) => string;
  /** An alias: the address opens this route's target instead (`/reports` → `/reports/sales`). */
  redirectTo?: string;
}

/**
 * A route's search parameters: a value left out (undefined) is not written, so a caller passes its optional
 * filters as they are. A string (`location.search`) or URLSearchParams is taken as it is.
 */
export type RouteSearch = Readonly<Record<string, string | number | boolean | undefined>> | URLSearchParams | string;

/** `?a=1&b=2`, or '' when there is nothing to write. */
export function searchString(search: RouteSearch | undefined): string {
  if (search === undefined) return '';
  const params =
    typeof search === 'string' || search instanceof URLSearchParams
      ? new URLSearchParams(search)
      : new URLSearchParams(
          Object.entries(search).flatMap(([name, value]) => (value === undefined ? [] : [[name, String(value)]])),
        );
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Fills a path pattern's parameters (URI-encoded). */
export function fillPath(path: string, params: Readonly<Record<string, string | number>> = {}): string {
  return path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${path}: the parameter "${name}" is missing`);
    return encodeURIComponent(String(value));
  });
}

/** `to` of a path: its parameters first when the path has any, then the search parameters. */
function hrefOf(path: string) {
  const hasParams = path.includes(':');
  return (...args: unknown[]) => {
    const [params, search] = hasParams ? args : [undefined, args[0]];
    return (
      fillPath(path, params as Readonly<Record<string, string | number>> | undefined) +
      searchString(search as RouteSearch | undefined)
    );
  };
}

interface RouteInit<P extends string, I extends string> {
  id: I;
  path: P;
  access: RouteAccess;
  title?: readonly TranslationKey[];
  section?: NavSection;
}

/** A route descriptor, written once: the portal's routes, the sidebar, the header title and links come from it. */
export function defineRoute<const P extends string, const I extends string>({
  title = [],
  ...init
}: RouteInit<P, I>): ScreenRoute<P, I> {
  return {
    ...init,
    title,
    to: hrefOf(init.path) as ScreenRoute<P, I>['to'],
  };
}

/** An alias path of a role that opens another route (routes.md: `/reports`, `/registry`, `/packages`, …). */
export function defineAlias<const P extends string>(
  id: string,
  path: P,
  access: RouteAccess,
  target: ScreenRoute<string>,
): ScreenRoute<P> {
  // The alias stands for its target: the same header title and sidebar entry while it is on screen.
  return {
    ...defineRoute({ id, path, access, title: target.title, section: target.section }),
    redirectTo: target.path,
  };
}
