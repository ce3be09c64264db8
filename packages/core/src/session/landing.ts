import { LANDING_ROUTES, portalMode } from '../state-rules/contracts';

/**
 * Where a user lands after login or at the domain root (client spec §2): the operator on registry
 * applications, a partner on packages in testing, a client on the dashboard — by the active profile.
 */
export function roleLanding(user: { in_epp_mode?: boolean; in_partner_mode?: boolean }): string {
  return LANDING_ROUTES[portalMode(user)];
}
