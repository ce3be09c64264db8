// The portal's routes: the paths of the spec (spec/routes.md), who may open each, its title labels (the
// header joins them with " · ") and the module that draws it, loaded on demand (one chunk per route).
// Paths of later issues are listed too and show the "not part of this build yet" page: no path of the spec
// falls through to "not found".
import type { TranslationKey } from '@epp/i18n';
import type { ComponentType } from 'react';

export type Access = 'public' | 'client' | 'partner' | 'operator' | 'signedIn';

export interface PortalRoute {
  path: string;
  access: Access;
  labels: readonly TranslationKey[];
  load: () => Promise<{ default: ComponentType }>;
}

const notInBuild = () => import('./pages/not-in-build');

const route = (path: string, access: Access, labels: readonly TranslationKey[], load: PortalRoute['load']) => ({
  path,
  access,
  labels,
  load,
});

export const portalRoutes: readonly PortalRoute[] = [
  // Public
  route('/login', 'public', [], () => import('./pages/login')),
  route('/login/email', 'public', [], () => import('./pages/login-email')),
  route('/forgot-password', 'public', [], () => import('./pages/forgot-password')),
  route('/change-password/:uid/:token', 'public', [], () => import('./pages/change-password')),
  route('/privacy-policy', 'public', [], () => import('./pages/privacy-policy')),
  route('/cookies', 'public', [], () => import('./pages/cookies')),

  // Client (this build)
  route('/dashboard', 'client', ['routes.dashboard'], () => import('./pages/dashboard')),
  route(
    '/dashboard/contract',
    'client',
    ['routes.dashboard', 'routes.contract'],
    () => import('./pages/dashboard-contract'),
  ),
  route('/packages', 'client', ['routes.packages'], () => import('./pages/packages')),
  route(
    '/packages/add-package',
    'client',
    ['routes.packages', 'routes.addPackage'],
    () => import('./pages/add-package'),
  ),
  route('/applications', 'client', ['routes.packages', 'routes.applications'], () => import('./pages/applications')),
  route('/reports/sales', 'client', ['routes.reports', 'routes.salesReports'], () => import('./pages/sales-reports')),
  route('/reports/sale/:id', 'client', ['routes.reports', 'routes.salesReport'], () => import('./pages/sales-report')),
  route(
    '/reports/sale/:id/repair',
    'client',
    ['routes.reports', 'routes.salesReport', 'routes.repair'],
    () => import('./pages/sales-report-repair'),
  ),

  // Later issues: the shell with an honest page, under the spec's own titles.
  route('/reports/summary', 'client', ['routes.reports'], notInBuild),
  route('/reports/mass', 'client', ['routes.reports'], notInBuild),
  route('/reports/returns/*', 'client', ['routes.reports'], notInBuild),
  route('/reports/additional-deposit/*', 'client', ['routes.reports'], notInBuild),
  route('/reports/rpet/*', 'client', ['routes.reports'], notInBuild),
  route('/invoices/*', 'client', ['routes.invoices'], notInBuild),
  route('/profile/*', 'signedIn', ['routes.profile'], notInBuild),
  route('/packages/*', 'partner', ['routes.packageTesting'], notInBuild),
  route('/registry/*', 'operator', ['routes.registry'], notInBuild),
  route('/reports/*', 'operator', ['routes.reports'], notInBuild),
  route('/debts', 'operator', ['routes.debts'], notInBuild),
  route('/client-invoices/*', 'operator', ['routes.debts'], notInBuild),
  route('/users/*', 'operator', ['routes.users'], notInBuild),
  route('/epp-profile', 'operator', ['routes.profile'], notInBuild),
  route('/settings/*', 'operator', ['routes.settings'], notInBuild),
];
