import type { RouteTabsProps } from '../kit';
import { routes } from '../routes/route-table';

const client = routes.client;

/** The client's profile pages (spec §2 "Profile" tabs: profile, contract, users, notifications). */
export const CLIENT_PROFILE_TABS: Omit<RouteTabsProps, 'children'> = {
  label: 'screens.profile.tabsLabel',
  tabs: [
    { route: client.profile, label: 'routes.profile', current: [client.profile, client.profileEdit] },
    { route: client.profileContract, label: 'routes.contract' },
    { route: client.profileUsers, label: 'routes.users' },
    { route: client.notifications, label: 'routes.notifications' },
  ],
};
