import type { UsersArea } from '@epp/core';

/**
 * Whose users a users panel lists: the signed-in member's own company (`client`, `partner`), or, for the
 * operator, one client's (its id from the address), the partner's or the operator's own.
 */
export type UsersTarget =
  | { area: Exclude<UsersArea, 'operator-client'> }
  | { area: 'operator-client'; clientId: number };

/** The client of an operator's client page; null for every other list. */
export const clientIdOf = (target: UsersTarget): number | null =>
  target.area === 'operator-client' ? target.clientId : null;
