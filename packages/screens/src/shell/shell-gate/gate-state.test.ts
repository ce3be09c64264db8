import { describe, expect, it } from 'vitest';
import { type GateUser, gateState } from './gate-state';

const client = (flags: { valid: boolean; pending: boolean }) => ({
  id: 101,
  active_client: true,
  is_valid_contract: flags.valid,
  is_unapproved_contract: flags.pending,
});

const base: GateUser = {
  in_epp_mode: false,
  in_partner_mode: false,
  user_type: { is_verified: true },
  partner_user_type: null,
  active_client_id: 101,
  clients: [client({ valid: true, pending: false })],
};

describe('gateState', () => {
  it('shows content without a banner to a verified client with an active contract', () => {
    expect(gateState(base)).toEqual({ kind: 'content', banner: null });
  });
  it('stops an unverified client user', () => {
    expect(gateState({ ...base, user_type: { is_verified: false } })).toEqual({ kind: 'unverified' });
  });
  it('stops an unverified partner user', () => {
    expect(
      gateState({ ...base, in_partner_mode: true, user_type: null, partner_user_type: { is_verified: false } }),
    ).toEqual({ kind: 'unverified' });
  });
  it('lets the operator through always, without banners', () => {
    expect(gateState({ ...base, in_epp_mode: true, user_type: null, clients: [] })).toEqual({
      kind: 'content',
      banner: null,
    });
  });
  it('asks a client without a contract to create one', () => {
    expect(gateState({ ...base, clients: [client({ valid: false, pending: false })] }).kind).toBe('content');
    expect(gateState({ ...base, clients: [client({ valid: false, pending: false })] })).toEqual({
      kind: 'content',
      banner: 'create-contract',
    });
  });
  it('tells a client with a pending contract to wait', () => {
    expect(gateState({ ...base, clients: [client({ valid: false, pending: true })] })).toEqual({
      kind: 'content',
      banner: 'pending-contract',
    });
  });
  it('finds the active client by active_client_id when no entry is flagged', () => {
    const entry = { ...client({ valid: false, pending: true }), active_client: false };
    expect(gateState({ ...base, clients: [entry] })).toEqual({ kind: 'content', banner: 'pending-contract' });
  });
  it('lets a new client (active client 0, no user type yet) make its contract, not the missing-access message', () => {
    expect(gateState({ ...base, active_client_id: 0, user_type: null, clients: [] })).toEqual({ kind: 'new-client' });
    // the person's other companies stay in the list; none of them is active
    const other = { ...client({ valid: true, pending: false }), active_client: false };
    expect(gateState({ ...base, active_client_id: 0, user_type: null, clients: [other] })).toEqual({
      kind: 'new-client',
    });
  });
  it('a partner or operator profile is never a new client', () => {
    const partner = { ...base, in_partner_mode: true, active_client_id: 0, user_type: null, clients: [] };
    expect(gateState({ ...partner, partner_user_type: { is_verified: false } })).toEqual({ kind: 'unverified' });
    expect(gateState({ ...partner, in_partner_mode: false, in_epp_mode: true }).kind).toBe('content');
  });
});
