import type { TranslationKey } from '@epp/i18n';
import { matchPath } from 'react-router';
import type { NavSection, ScreenRoute, SignedInRole } from '../../kit/routes';
import { routes, routeTable } from '../../routes/route-table';

// The sidebar entries of each role (client spec §2 "Shell"; operator spec §2 "Sidebar"), as data: the label
// key, the route the entry opens (its href) and its icon's name. The entry is the route's section; which entry
// is current follows the route table (the section of the route the current path is), not the path's prefix.

export type ShellRole = SignedInRole;
export type NavIconName = 'home' | 'package' | 'file' | 'receipt' | 'user' | 'users' | 'settings';

/** A route an entry can open: one without parameters and with a sidebar section. */
type NavRoute = Pick<ScreenRoute, 'id' | 'path' | 'section'> & { to: () => string };

export interface ShellNavItem {
  /** The sidebar section the entry stands for (its route's). */
  id: NavSection;
  labelKey: TranslationKey;
  /** The route the entry opens. */
  route: NavRoute;
  /** Where the entry goes: its route's address. */
  href: string;
  icon: NavIconName;
}

function item(labelKey: TranslationKey, route: NavRoute, icon: NavIconName): ShellNavItem {
  if (!route.section) throw new Error(`${route.id}: a sidebar entry's route needs a section`);
  return { id: route.section, labelKey, route, href: route.to(), icon };
}

export const NAV_ITEMS: Readonly<Record<ShellRole, readonly ShellNavItem[]>> = {
  client: [
    item('routes.dashboard', routes.client.dashboard, 'home'),
    item('routes.packages', routes.client.packages, 'package'),
    // "Reports (opens sales)"
    item('routes.reports', routes.client.salesReports, 'file'),
    item('routes.invoices', routes.client.invoices, 'receipt'),
    item('routes.profile', routes.client.profile, 'user'),
  ],
  operator: [
    item('routes.registry', routes.operator.applications, 'package'),
    item('routes.reports', routes.operator.salesReports, 'file'),
    item('routes.debts', routes.operator.debts, 'receipt'),
    item('routes.users', routes.operator.clients, 'users'),
    item('routes.profile', routes.operator.profile, 'user'),
    item('routes.settings', routes.operator.settingsCategories, 'settings'),
  ],
  partner: [
    item('routes.packageTesting', routes.partner.testing, 'package'),
    item('routes.profile', routes.partner.profile, 'user'),
  ],
};

/**
 * The sidebar section of the current path for a role: the section of the role's route (or alias) the path
 * matches, e.g. `/client-invoices/7` → debts, `/applications` → packages; undefined for a path that is none
 * of the role's routes.
 */
export function currentNavId(role: ShellRole, pathname: string): NavSection | undefined {
  const route = routeTable.find((entry) => entry.access === role && matchPath(entry.path, pathname) !== null);
  return route?.section;
}
