import { describe, expect, it } from 'vitest';
import { canSignContract, canUploadContractDocument, contractSignerOf } from './contract-actions';
import {
  activeClientOf,
  canRegisterPackages,
  canSeeContent,
  canTerminateContract,
  clientContractBanner,
  clientContractState,
  clientMayAddPackages,
  LANDING_ROUTES,
  listsLoadAutomatically,
  portalMode,
} from './contracts';

describe('client contract', () => {
  it('reads active, pending or none from the flags', () => {
    expect(clientContractState({ is_valid_contract: true, is_unapproved_contract: true })).toBe('active');
    expect(clientContractState({ is_valid_contract: false, is_unapproved_contract: true })).toBe('pending');
    expect(clientContractState({ is_valid_contract: false, is_unapproved_contract: false })).toBe('none');
  });

  it('shows a banner for none and pending only', () => {
    expect(clientContractBanner('none')).toBe('create-contract');
    expect(clientContractBanner('pending')).toBe('pending-contract');
    expect(clientContractBanner('active')).toBeNull();
  });

  it('lets packages be registered only with an active contract and the permission', () => {
    expect(canRegisterPackages('active', true)).toBe(true);
    expect(canRegisterPackages('active', false)).toBe(false);
    expect(canRegisterPackages('pending', true)).toBe(false);
  });

  it('loads lists for an active contract or an administrator', () => {
    expect(listsLoadAutomatically('active', false)).toBe(true);
    expect(listsLoadAutomatically('none', true)).toBe(true);
    expect(listsLoadAutomatically('pending', false)).toBe(false);
  });

  it('terminates only an approved contract that is not yet terminated', () => {
    expect(canTerminateContract({ status: 'SIGNED', approved_at: '01-02-2026', invalidated_at: null })).toBe(true);
    expect(canTerminateContract({ status: 'SIGNED', approved_at: null })).toBe(false);
    expect(canTerminateContract({ status: 'NOT_SIGNED', approved_at: '01-02-2026' })).toBe(false);
    expect(canTerminateContract({ status: 'SIGNED', approved_at: '01-02-2026', invalidated_at: '01-03-2026' })).toBe(
      false,
    );
  });
});

describe('modes and gates', () => {
  it('detects the mode from the user flags', () => {
    expect(portalMode({ in_epp_mode: true, in_partner_mode: true })).toBe('operator');
    expect(portalMode({ in_partner_mode: true })).toBe('partner');
    expect(portalMode({})).toBe('client');
    expect(LANDING_ROUTES).toEqual({
      operator: '/registry/applications',
      partner: '/packages/testing',
      client: '/dashboard',
    });
  });

  it('shows content to verified users of the active mode and always to administrators', () => {
    expect(canSeeContent({ in_epp_mode: true })).toBe(true);
    expect(canSeeContent({ user_type: { is_verified: true } })).toBe(true);
    expect(canSeeContent({ user_type: { is_verified: false } })).toBe(false);
    expect(canSeeContent({ user_type: null })).toBe(false);
    expect(canSeeContent({ in_partner_mode: true, partner_user_type: { is_verified: true } })).toBe(true);
    expect(
      canSeeContent({
        in_partner_mode: true,
        user_type: { is_verified: true },
        partner_user_type: { is_verified: false },
      }),
    ).toBe(false);
  });
});

describe('activeClientOf', () => {
  const clients = [
    { id: 1, active_client: true },
    { id: 2, active_client: false },
  ];
  it('takes the client active_client_id names, else the flagged one, else none', () => {
    expect(activeClientOf({ active_client_id: 2, clients })?.id).toBe(2);
    expect(activeClientOf({ active_client_id: null, clients })?.id).toBe(1);
    expect(activeClientOf({ active_client_id: 0, clients: [] })).toBeUndefined();
  });
});

describe('clientMayAddPackages', () => {
  it("follows the server's verdict on the client entry and allows when there is none", () => {
    expect(clientMayAddPackages({ may_add_packages: false })).toBe(false);
    expect(clientMayAddPackages({ may_add_packages: true })).toBe(true);
    expect(clientMayAddPackages({})).toBe(true);
  });
});

describe('the operator’s contract actions', () => {
  it('the operator signs only a waiting contract, and uploads a document to one not ended', () => {
    expect(canSignContract({ status: 'NOT_SIGNED' })).toBe(true);
    expect(canSignContract({ status: 'SIGNED' })).toBe(false);
    expect(canSignContract({ status: 'INVALID' })).toBe(false);
    expect(canUploadContractDocument({ status: 'NOT_SIGNED', invalidated_at: null })).toBe(true);
    expect(canUploadContractDocument({ status: 'SIGNED' })).toBe(true);
    expect(canUploadContractDocument({ status: 'INVALID' })).toBe(false);
    expect(canUploadContractDocument({ status: 'SIGNED', invalidated_at: '01-03-2026' })).toBe(false);
  });

  it('finds the signer among the client’s users by the name the contract gives', () => {
    const users = [
      { user_id: 1, name: 'Mari', last_name: 'Tamm' },
      { user_id: 2, name: 'Kadri', last_name: 'Org' },
    ];
    expect(contractSignerOf('Kadri Org', users)?.user_id).toBe(2);
    expect(contractSignerOf('  kadri   ORG ', users)?.user_id).toBe(2);
    expect(contractSignerOf('Toomas Rebane', users)).toBeUndefined();
    expect(contractSignerOf(null, users)).toBeUndefined();
    expect(contractSignerOf('', users)).toBeUndefined();
  });
});
