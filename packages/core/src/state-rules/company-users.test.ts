import { describe, expect, it } from 'vitest';
import {
  canEditCompany,
  companyUserRights,
  isOperatorUsersArea,
  isOwnMembership,
  type MemberFacts,
} from './company-users';

/** The spec's roles: a client admin, a client user, the operator's admin (no membership), a partner user. */
const member = (userType: 'CLIENT_ADMIN' | 'CLIENT_USER' | null, isAdmin = false): MemberFacts => ({
  is_admin: isAdmin,
  user_type: userType === null ? null : { user_type: userType },
});
const clientAdmin = member('CLIENT_ADMIN');
const clientUser = member('CLIENT_USER');
const operatorAdmin = member(null, true);
const partnerUser = member(null);
const none = { mayAdd: false, mayRemove: false, mayEdit: false, mayChooseRole: false, maySendPassword: false };

describe('canEditCompany (spec §5: by admin or by a client admin)', () => {
  it('lets a client admin and the operator’s admin change the company data, a client user and a partner not', () => {
    expect(canEditCompany(clientAdmin)).toBe(true);
    expect(canEditCompany(operatorAdmin)).toBe(true);
    expect(canEditCompany(clientUser)).toBe(false);
    expect(canEditCompany(partnerUser)).toBe(false);
    expect(canEditCompany(undefined)).toBe(false);
  });
});

describe('companyUserRights (spec §6)', () => {
  it('gives a client admin everything over the company’s users', () => {
    expect(companyUserRights(clientAdmin, 'client')).toEqual({
      mayAdd: true,
      mayRemove: true,
      mayEdit: true,
      mayChooseRole: true,
      maySendPassword: false,
    });
  });

  it('lets a client user only view, and nobody anything while the user is unknown', () => {
    expect(companyUserRights(clientUser, 'client')).toEqual(none);
    expect(companyUserRights(undefined, 'client')).toEqual(none);
    expect(companyUserRights(undefined, 'partner')).toEqual(none);
  });

  it('offers the operator’s admin the role choice ("to admins or client admins") and nothing more', () => {
    expect(companyUserRights(operatorAdmin, 'client')).toEqual({ ...none, mayChooseRole: true });
  });

  it('lets a partner user add and remove the partner’s users, with no role to choose', () => {
    expect(companyUserRights(partnerUser, 'partner')).toEqual({ ...none, mayAdd: true, mayRemove: true });
  });
});

describe('companyUserRights over the operator’s users lists (operator spec §2 "User tables", §6)', () => {
  const all = { mayAdd: true, mayRemove: true, mayEdit: true, mayChooseRole: false, maySendPassword: true };
  it('lets the operator’s admin add, edit, remove and send a new password; the role is a client’s only', () => {
    expect(companyUserRights(operatorAdmin, 'operator-client')).toEqual({ ...all, mayChooseRole: true });
    expect(companyUserRights(operatorAdmin, 'operator-partners')).toEqual(all);
    expect(companyUserRights(operatorAdmin, 'operator-epp')).toEqual(all);
  });
  it('gives nothing there to anyone else, nor while the user is unknown', () => {
    expect(companyUserRights(clientAdmin, 'operator-client')).toEqual(none);
    expect(companyUserRights(partnerUser, 'operator-partners')).toEqual(none);
    expect(companyUserRights(undefined, 'operator-epp')).toEqual(none);
  });
  it('tells the operator’s lists from the members’ own', () => {
    expect(isOperatorUsersArea('operator-epp')).toBe(true);
    expect(isOperatorUsersArea('client')).toBe(false);
  });
});

describe('isOwnMembership', () => {
  it('is true for the signed-in user’s own row only', () => {
    expect(isOwnMembership({ active_profile_user_type_id: 5001 }, 5001)).toBe(true);
    expect(isOwnMembership({ active_profile_user_type_id: 5001 }, 5003)).toBe(false);
    expect(isOwnMembership({ active_profile_user_type_id: null }, 5001)).toBe(false);
    expect(isOwnMembership(undefined, 5001)).toBe(false);
  });
});
