import type { CurrentUser } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { isOwnMembership, userRights } from './user-rights';

const as = (userType: 'CLIENT_ADMIN' | 'CLIENT_USER' | null, profileId = 5001) =>
  ({
    user_type: userType ? { client_name: 'Põhjala Joogitehas OÜ', is_verified: true, user_type: userType } : null,
    is_admin: false,
    active_profile_user_type_id: profileId,
  }) as CurrentUser;

describe('userRights (spec §6)', () => {
  it('lets a client admin add, remove, edit and choose the role', () => {
    expect(userRights(as('CLIENT_ADMIN'), 'client')).toEqual({
      mayAdd: true,
      mayRemove: true,
      mayEdit: true,
      mayChooseRole: true,
    });
  });
  it('lets a plain client user only view, and nobody before the user is known', () => {
    const none = { mayAdd: false, mayRemove: false, mayEdit: false, mayChooseRole: false };
    expect(userRights(as('CLIENT_USER'), 'client')).toEqual(none);
    expect(userRights(undefined, 'client')).toEqual(none);
  });
  it('gives partner users the add and remove buttons, without a role choice', () => {
    expect(userRights(as(null), 'partner')).toEqual({
      mayAdd: true,
      mayRemove: true,
      mayEdit: false,
      mayChooseRole: false,
    });
  });
  it('knows the current user’s own row', () => {
    expect(isOwnMembership(as('CLIENT_ADMIN', 5001), 5001)).toBe(true);
    expect(isOwnMembership(as('CLIENT_ADMIN', 5001), 5003)).toBe(false);
  });
});
