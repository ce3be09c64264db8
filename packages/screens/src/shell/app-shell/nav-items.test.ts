import { LANDING_ROUTES } from '@epp/core';
import { describe, expect, it } from 'vitest';
import { fillPath } from '../../kit/routes';
import { routeTable } from '../../routes/route-table';
import { currentNavId, NAV_ITEMS, type ShellRole } from './nav-items';

const ROLES: readonly ShellRole[] = ['client', 'operator', 'partner'];

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
  it('names a route of the role for each entry, whose section the entry is', () => {
    for (const role of ROLES) {
      for (const entry of NAV_ITEMS[role]) {
        const route = routeTable.find((candidate) => candidate.id === entry.route.id);
        expect(route?.access).toBe(role);
        expect(entry.id).toBe(route?.section);
        expect(entry.href).toBe(route?.path);
      }
    }
  });
  it("starts each role's sidebar with its landing page", () => {
    for (const role of ROLES) expect(NAV_ITEMS[role][0]?.href).toBe(LANDING_ROUTES[role]);
  });
});

// The rule before the route table (longest matching path prefix), kept as the oracle: every path of the table
// must keep its entry.
const PREFIXES: Readonly<Record<ShellRole, Readonly<Record<string, readonly string[]>>>> = {
  client: {
    dashboard: ['/dashboard'],
    packages: ['/packages', '/applications'],
    reports: ['/reports'],
    invoices: ['/invoices'],
    profile: ['/profile'],
  },
  operator: {
    registry: ['/registry'],
    reports: ['/reports'],
    debts: ['/debts', '/client-invoices'],
    users: ['/users'],
    profile: ['/epp-profile'],
    settings: ['/settings'],
  },
  partner: { packageTesting: ['/packages'], profile: ['/profile'] },
};

function prefixNavId(role: ShellRole, pathname: string): string | undefined {
  let best: { id: string; length: number } | undefined;
  for (const [id, prefixes] of Object.entries(PREFIXES[role])) {
    for (const prefix of prefixes) {
      const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
      if (matches && (!best || prefix.length > best.length)) best = { id, length: prefix.length };
    }
  }
  return best?.id;
}

describe('currentNavId', () => {
  it('gives the section of the route the path is', () => {
    expect(currentNavId('client', '/reports/sale/12/repair')).toBe('reports');
    expect(currentNavId('client', '/applications')).toBe('packages');
    expect(currentNavId('client', '/packages')).toBe('packages');
    expect(currentNavId('operator', '/client-invoices/7')).toBe('debts');
    expect(currentNavId('partner', '/packages/confirmed')).toBe('packageTesting');
  });
  it("gives an alias its target's section", () => {
    expect(currentNavId('client', '/reports')).toBe('reports');
    expect(currentNavId('operator', '/settings')).toBe('settings');
    expect(currentNavId('partner', '/packages')).toBe('packageTesting');
  });
  it("keeps every route's entry of the prefix rule, for each role", () => {
    let checked = 0;
    for (const role of ROLES) {
      for (const route of routeTable.filter((entry) => entry.access === role)) {
        const path = fillPath(route.path, { id: 7, uid: 'MQ', token: 'abc' });
        expect([role, path, currentNavId(role, path)]).toEqual([role, path, prefixNavId(role, path)]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(50);
  });
  it("matches only the role's own routes, not a path that starts with the same letters", () => {
    expect(currentNavId('client', '/profiles')).toBeUndefined();
    expect(currentNavId('client', '/registry/applications')).toBeUndefined();
    expect(currentNavId('partner', '/login')).toBeUndefined();
  });
});
