/** Contract statuses: NOT_SIGNED (pending the operator's signature), SIGNED (active), INVALID (ended). */
export type ContractStatus = 'SIGNED' | 'NOT_SIGNED' | 'INVALID';

export type ClientContractState = 'active' | 'pending' | 'none';

/** A client's contract from the flags of the current user's client entry. */
export function clientContractState(client: {
  is_valid_contract: boolean;
  is_unapproved_contract: boolean;
}): ClientContractState {
  if (client.is_valid_contract) return 'active';
  return client.is_unapproved_contract ? 'pending' : 'none';
}

/**
 * The active client entry of the current user (GET rest-auth/user/): the one `active_client_id` names, else
 * the one flagged `active_client`; undefined for a user without one (a new client creating its contract).
 */
export function activeClientOf<C extends { id: number; active_client: boolean }>(user: {
  active_client_id: number | null;
  clients: readonly C[];
}): C | undefined {
  return (
    user.clients.find((client) => client.id === user.active_client_id) ?? user.clients.find((c) => c.active_client)
  );
}

/** The client banner: none with an active contract, else a prompt to create one or to wait for the operator. */
export function clientContractBanner(state: ClientContractState): 'create-contract' | 'pending-contract' | null {
  if (state === 'none') return 'create-contract';
  return state === 'pending' ? 'pending-contract' : null;
}

/** Registering packages needs a valid active contract and the permission the server grants. */
/** The permission half of registering packages: the server's verdict on the client entry, allowed when absent. */
export function clientMayAddPackages(client: { may_add_packages?: boolean | undefined }): boolean {
  return client.may_add_packages !== false;
}

export function canRegisterPackages(state: ClientContractState, hasPermission: boolean): boolean {
  return state === 'active' && hasPermission;
}

/** Lists that load only with an active contract load for administrators always. */
export function listsLoadAutomatically(state: ClientContractState, isAdmin: boolean): boolean {
  return isAdmin || state === 'active';
}

/** A contract can be terminated only once approved and not already terminated. */
export function canTerminateContract(contract: {
  status: string;
  approved_at?: string | null;
  invalidated_at?: string | null;
}): boolean {
  return contract.status === 'SIGNED' && !!contract.approved_at && !contract.invalidated_at;
}

/** The active mode of the current user (from in_epp_mode / in_partner_mode). */
export type PortalMode = 'operator' | 'partner' | 'client';

export function portalMode(user: { in_epp_mode?: boolean; in_partner_mode?: boolean }): PortalMode {
  if (user.in_epp_mode) return 'operator';
  return user.in_partner_mode ? 'partner' : 'client';
}

/**
 * Content shows only to a verified client user (or verified partner user); administrators always see it.
 * Everyone else sees "Puuduvad õigused antud ettevõtte andmeid näha! ...".
 */
export function canSeeContent(user: {
  in_epp_mode?: boolean;
  in_partner_mode?: boolean;
  user_type?: { is_verified: boolean } | null;
  partner_user_type?: { is_verified: boolean } | null;
}): boolean {
  const mode = portalMode(user);
  if (mode === 'operator') return true;
  const type = mode === 'partner' ? user.partner_user_type : user.user_type;
  return type?.is_verified === true;
}

/** Where each mode lands after login. */
export const LANDING_ROUTES: Readonly<Record<PortalMode, string>> = {
  operator: '/registry/applications',
  partner: '/packages/testing',
  client: '/dashboard',
};
