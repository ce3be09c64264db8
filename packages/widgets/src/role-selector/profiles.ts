import type { CurrentUser } from '@epp/api';
import { activeClientOf } from '@epp/core';

export type ProfileKind = 'operator' | 'partner' | 'client';

/** One profile a person can switch to: the operator (EPP) profile, a partner or a client. */
export interface RoleProfile {
  kind: ProfileKind;
  /** The partner's or client's id; 0 for the operator profile. */
  id: number;
  /** The company's name; empty for the operator profile (the selector names it). */
  name: string;
}

/** The key of a profile in the menu, e.g. "client:101". */
export const profileKey = (profile: Pick<RoleProfile, 'kind' | 'id'>): string => `${profile.kind}:${profile.id}`;

/** The menu key of the "create new client" entry. */
export const CREATE_CLIENT_KEY = 'create-client';

/** The current user's profiles, grouped as the selector lists them: operator, partners, clients. */
export function profilesOf(
  user: Pick<CurrentUser, 'clients' | 'partners' | 'epp_user_type' | 'in_epp_mode'>,
): RoleProfile[] {
  const operator: RoleProfile[] =
    user.epp_user_type !== null || user.in_epp_mode ? [{ kind: 'operator', id: 0, name: '' }] : [];
  return [
    ...operator,
    ...user.partners.map((partner): RoleProfile => ({ kind: 'partner', id: partner.id, name: partner.name })),
    ...user.clients.map((client): RoleProfile => ({ kind: 'client', id: client.id, name: client.name })),
  ];
}

/**
 * The active profile: the operator in EPP mode, the active partner in partner mode, else the active client.
 * `'new-client'` while the person is creating a new client (active client 0); null when none is marked.
 */
export function activeProfileOf(
  user: Pick<CurrentUser, 'clients' | 'partners' | 'in_epp_mode' | 'in_partner_mode' | 'active_client_id'>,
): RoleProfile | 'new-client' | null {
  if (user.in_epp_mode) return { kind: 'operator', id: 0, name: '' };
  if (user.in_partner_mode) {
    const partner = user.partners.find((entry) => entry.active_partner);
    return partner ? { kind: 'partner', id: partner.id, name: partner.name } : null;
  }
  if (user.active_client_id === 0) return 'new-client';
  const client = activeClientOf(user);
  return client ? { kind: 'client', id: client.id, name: client.name } : null;
}

/** The profiles by kind, in the selector's order, leaving out empty groups. */
export function groupProfiles(profiles: readonly RoleProfile[]): Array<{ kind: ProfileKind; profiles: RoleProfile[] }> {
  const kinds: ProfileKind[] = ['operator', 'partner', 'client'];
  return kinds
    .map((kind) => ({ kind, profiles: profiles.filter((profile) => profile.kind === kind) }))
    .filter((group) => group.profiles.length > 0);
}
