import { describe, expect, it } from 'vitest';
import { linkKind, routeOfPath, titleMismatch } from './e2e-crawl.mjs';

const table = [
  { id: 'operator.salesReports', path: '/reports/sales', access: 'operator' },
  { id: 'operator.salesReport', path: '/reports/sale/:id', access: 'operator' },
  { id: 'operator.clientInvoices', path: '/client-invoices/:id', access: 'operator' },
  { id: 'client.salesReports', path: '/reports/sales', access: 'client' },
];

describe('the crawl’s links', () => {
  it('finds the route of a path, parameters filled, and none for a path of no route', () => {
    expect(routeOfPath(table, '/client-invoices/12')?.id).toBe('operator.clientInvoices');
    expect(routeOfPath(table, '/reports/sale/7/')?.id).toBe('operator.salesReport');
    expect(routeOfPath(table, '/client-invoices')).toBeUndefined();
    expect(routeOfPath(table, '/client-invoices/12/extra')).toBeUndefined();
  });

  it('counts one link of each kind: the role’s route and the names of its query', () => {
    expect(linkKind(table, '/reports/sales?client=4', 'operator')).toBe('operator.salesReports?client');
    expect(linkKind(table, '/reports/sales?client=9', 'operator')).toBe('operator.salesReports?client');
    expect(linkKind(table, '/reports/sales', 'client')).toBe('client.salesReports?');
    expect(linkKind(table, '/no-such/1', 'operator')).toBe('no route: /no-such/1?');
  });

  it('accepts a title of the route’s labels and one suffix that repeats none of them', () => {
    expect(titleMismatch('Aruanded · Müügiaruanne · 10.2026', ['Aruanded', 'Müügiaruanne'])).toBeNull();
    expect(titleMismatch('Aruanded', ['Aruanded', 'Müügiaruanne'])).toMatch(/expected/);
  });
});
