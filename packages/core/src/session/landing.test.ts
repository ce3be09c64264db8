import { describe, expect, it } from 'vitest';
import { roleLanding } from './landing';

describe('roleLanding', () => {
  it('sends the operator to registry applications', () => {
    expect(roleLanding({ in_epp_mode: true, in_partner_mode: false })).toBe('/registry/applications');
  });
  it('sends a partner to packages in testing', () => {
    expect(roleLanding({ in_epp_mode: false, in_partner_mode: true })).toBe('/packages/testing');
  });
  it('sends a client (neither mode) to the dashboard', () => {
    expect(roleLanding({ in_epp_mode: false, in_partner_mode: false })).toBe('/dashboard');
    expect(roleLanding({})).toBe('/dashboard');
  });
});
