import type { RouteTabsProps } from '../kit';
import { routes } from '../routes/route-table';

const operator = routes.operator;

/**
 * The operator registry's four buttons (spec operator §2 "Administrator registry": Taotlused, Testimine,
 * Kordustestimine, Kõik pakendid), links to their routes: the address decides which one is current.
 */
export const REGISTRY_TABS: Omit<RouteTabsProps, 'children'> = {
  label: 'routes.registry',
  tabs: [
    { route: operator.applications, label: 'routes.applications' },
    { route: operator.testing, label: 'routes.operatorTesting' },
    { route: operator.retesting, label: 'routes.operatorRetesting' },
    { route: operator.allPackages, label: 'routes.allPackages' },
  ],
};
