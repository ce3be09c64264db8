import type { RouteTabsProps } from '../kit';
import { routes } from '../routes/route-table';

const partner = routes.partner;

/**
 * The test laboratory's five package lists (spec operator §2 "Partner screens"): in testing, in retesting,
 * unconfirmed, confirmed and test results (all packages).
 */
export const PARTNER_PACKAGE_TABS: Omit<RouteTabsProps, 'children'> = {
  label: 'routes.packageTesting',
  tabs: [
    { route: partner.testing, label: 'routes.testing' },
    { route: partner.retesting, label: 'routes.retesting' },
    { route: partner.unconfirmed, label: 'routes.unconfirmedTests' },
    { route: partner.confirmed, label: 'routes.confirmedTests' },
    { route: partner.testResults, label: 'routes.testResults' },
  ],
};

/** The partner's profile pages (spec operator §2: "profile navigation has profile and users"). */
export const PARTNER_PROFILE_TABS: Omit<RouteTabsProps, 'children'> = {
  label: 'screens.profile.tabsLabel',
  tabs: [
    { route: partner.profile, label: 'routes.profile', current: [partner.profile, partner.profileEdit] },
    { route: partner.users, label: 'routes.users' },
  ],
};
