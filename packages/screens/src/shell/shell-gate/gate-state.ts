import { activeClientOf, canSeeContent, clientContractBanner, clientContractState, portalMode } from '@epp/core';

/** The part of the current user (GET rest-auth/user/) the gate reads. */
export interface GateUser {
  in_epp_mode: boolean;
  in_partner_mode: boolean;
  user_type: { is_verified: boolean } | null;
  partner_user_type: { is_verified: boolean } | null;
  active_client_id: number | null;
  clients: readonly {
    id: number;
    active_client: boolean;
    is_valid_contract: boolean;
    is_unapproved_contract: boolean;
  }[];
}

export type GateState =
  /** Unverified client or partner user: only "Puuduvad õigused …", no content. */
  | { kind: 'unverified' }
  /**
   * "Create new client" (active client 0): no company and no user type yet, so nothing to verify; the user
   * makes the new company's contract (the contract page), every other page asks for it.
   */
  | { kind: 'new-client' }
  /** Content, with the client's contract banner when there is one. */
  | { kind: 'content'; banner: 'create-contract' | 'pending-contract' | null };

/**
 * What the shell shows around the page (client spec §2 "Shell", §4 contracts): the missing-access message
 * to unverified users (administrators always see content), and for clients the contract banner — none with
 * an active contract, else "create one" or "wait for the operator". A new client (active client 0, spec §4
 * "Create new client sets active client 0") has no company and no user type until its contract is made: it
 * is not an unverified user but one creating its company (§2: the selector's "create new client" entry).
 */
export function gateState(user: GateUser): GateState {
  const mode = portalMode(user);
  if (mode === 'client' && isNewClient(user)) return { kind: 'new-client' };
  if (!canSeeContent(user)) return { kind: 'unverified' };
  if (mode !== 'client') return { kind: 'content', banner: null };
  const client = activeClientOf(user);
  return { kind: 'content', banner: client ? clientContractBanner(clientContractState(client)) : null };
}

/** The user chose "create new client": active client 0 and no client entry of that id. */
function isNewClient(user: GateUser): boolean {
  return user.active_client_id === 0 && activeClientOf(user) === undefined;
}
