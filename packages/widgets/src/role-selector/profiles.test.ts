import { describe, expect, it } from 'vitest';
import { activeProfileOf, groupProfiles, profileKey, profilesOf } from './profiles';

const clients = [
  { id: 101, name: 'Saare Õlletehas AS', active_client: true, is_valid_contract: true, is_unapproved_contract: false },
  { id: 102, name: 'Põhjala Joogid OÜ', active_client: false, is_valid_contract: true, is_unapproved_contract: false },
];
const partners = [{ id: 7, name: 'Eesti Pakendilabor OÜ', active_partner: false }];
const base = {
  clients,
  partners,
  epp_user_type: { profession: 'Spetsialist' },
  in_epp_mode: false,
  in_partner_mode: false,
  active_client_id: 101,
};

describe('role profiles', () => {
  it('lists the operator, partner and client profiles in that order', () => {
    expect(profilesOf(base).map(profileKey)).toEqual(['operator:0', 'partner:7', 'client:101', 'client:102']);
    expect(profilesOf({ ...base, epp_user_type: null }).map(profileKey)).toEqual([
      'partner:7',
      'client:101',
      'client:102',
    ]);
    expect(profilesOf({ ...base, epp_user_type: null, in_epp_mode: true })[0]?.kind).toBe('operator');
  });

  it('finds the active profile in each mode', () => {
    expect(activeProfileOf(base)).toEqual({ kind: 'client', id: 101, name: 'Saare Õlletehas AS' });
    expect(activeProfileOf({ ...base, in_epp_mode: true })).toEqual({ kind: 'operator', id: 0, name: '' });
    expect(
      activeProfileOf({
        ...base,
        in_partner_mode: true,
        partners: [{ ...partners[0], active_partner: true }] as never,
      }),
    ).toEqual({ kind: 'partner', id: 7, name: 'Eesti Pakendilabor OÜ' });
    expect(activeProfileOf({ ...base, in_partner_mode: true })).toBeNull();
    expect(activeProfileOf({ ...base, active_client_id: 0 })).toBe('new-client');
    const unmarked = clients.map((client) => ({ ...client, active_client: false }));
    expect(activeProfileOf({ ...base, clients: unmarked, active_client_id: 102 })).toMatchObject({ id: 102 });
    expect(activeProfileOf({ ...base, clients: unmarked, active_client_id: null })).toBeNull();
  });

  it('groups by kind and leaves out empty groups', () => {
    const groups = groupProfiles(profilesOf({ ...base, epp_user_type: null, partners: [] }));
    expect(groups.map((group) => [group.kind, group.profiles.length])).toEqual([['client', 2]]);
  });
});
