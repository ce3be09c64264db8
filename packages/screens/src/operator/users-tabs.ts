import type { RouteTab, RouteTabsProps } from '../kit';
import { routes } from '../routes/route-table';

const operator = routes.operator;

/**
 * The operator's users pages (spec operator §2 "Clients and users": tab bar clients, partners, EPP); a client's
 * page, both its tabs, stays under "Kliendid".
 */
export const OPERATOR_USERS_TABS: Omit<RouteTabsProps, 'children'> = {
  label: 'screens.operator.tabs.users',
  tabs: [
    {
      route: operator.clients,
      label: 'routes.clients',
      current: [operator.clients, operator.client, operator.clientProfile, operator.clientUsers],
    },
    { route: operator.partners, label: 'routes.partners' },
    { route: operator.eppUsers, label: 'routes.eppUsers' },
  ],
};

/** A tab to one client's page: the route's own id and path (for the current tab), its address filled in. */
const clientTab = (route: typeof operator.clientProfile | typeof operator.clientUsers, clientId: number) => ({
  id: route.id,
  path: route.path,
  to: () => route.to({ id: clientId }),
});

/** One client's page (spec operator §2 "Client page with Profile and Users tabs"); /users/clients/{id} is its profile. */
export function clientPageTabs(clientId: number): Omit<RouteTabsProps, 'children'> {
  const tabs: RouteTab[] = [
    {
      route: clientTab(operator.clientProfile, clientId),
      label: 'routes.clientProfile',
      current: [operator.client, operator.clientProfile],
    },
    { route: clientTab(operator.clientUsers, clientId), label: 'routes.clientUsers' },
  ];
  return { label: 'screens.operator.tabs.clientPage', tabs };
}

/** The classifier tables (spec operator §2 "Settings"); /settings is the categories. */
export const OPERATOR_SETTINGS_TABS: Omit<RouteTabsProps, 'children'> = {
  label: 'screens.operator.tabs.settings',
  tabs: [
    { route: operator.settingsCategories, label: 'routes.categories' },
    { route: operator.settingsTypes, label: 'routes.types' },
    { route: operator.settingsColors, label: 'routes.colors' },
    { route: operator.settingsVolumes, label: 'routes.volumes' },
    { route: operator.settingsProcessFees, label: 'routes.processFees' },
  ],
};
