import { describe, expect, it } from 'vitest';
import { currentNavId, NAV_ITEMS } from './nav-items';

describe('NAV_ITEMS', () => {
  it('gives clients Dashboard, Packages, Reports (to sales), Invoices, Profile', () => {
    expect(NAV_ITEMS.client.map((entry) => [entry.id, entry.href])).toEqual([
      ['dashboard', '/dashboard'],
      ['packages', '/packages'],
      ['reports', '/reports/sales'],
      ['invoices', '/invoices'],
      ['profile', '/profile'],
    ]);
  });
  it('gives the operator registry, reports, debts, users, profile and settings', () => {
    expect(NAV_ITEMS.operator.map((entry) => entry.href)).toEqual([
      '/registry/applications',
      '/reports/sales',
      '/debts',
      '/users/clients',
      '/epp-profile',
      '/settings/categories',
    ]);
  });
  it('gives partners package testing and profile', () => {
    expect(NAV_ITEMS.partner.map((entry) => entry.href)).toEqual(['/packages/testing', '/profile']);
  });
});

describe('currentNavId', () => {
  it('matches a section and the pages under it', () => {
    expect(currentNavId(NAV_ITEMS.client, '/reports/sale/12/repair')).toBe('reports');
    expect(currentNavId(NAV_ITEMS.client, '/applications')).toBe('packages');
    expect(currentNavId(NAV_ITEMS.operator, '/client-invoices/7')).toBe('debts');
  });
  it('does not match a path that only starts with the same letters', () => {
    expect(currentNavId(NAV_ITEMS.client, '/profiles')).toBeUndefined();
    expect(currentNavId(NAV_ITEMS.partner, '/login')).toBeUndefined();
  });
  it('prefers the longest matching section', () => {
    const items = [
      { ...NAV_ITEMS.client[1], id: 'a', sections: ['/packages'] },
      { ...NAV_ITEMS.client[1], id: 'b', sections: ['/packages/testing'] },
    ].filter((entry) => entry.href);
    expect(currentNavId(items as typeof NAV_ITEMS.client, '/packages/testing/5')).toBe('b');
    expect(currentNavId(items as typeof NAV_ITEMS.client, '/packages')).toBe('a');
  });
});
