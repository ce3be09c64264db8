// Every route of spec/routes.md, written once, as data: the portal's router, the sidebar's current entry, the
// header title and every link between screens come from here (`routes.client.salesReport.to({ id })`). Which
// screen draws a route is the registry at the package's top (route-screens.tsx); every route has one (the portal's route-pages.test.ts).
import { defineAlias, defineRoute, type ScreenRoute } from '../kit/routes';
import { publicRoutes } from './public-routes';

const client = {
  dashboard: defineRoute({
    id: 'client.dashboard',
    path: '/dashboard',
    access: 'client',
    title: ['routes.dashboard'],
    section: 'dashboard',
  }),
  dashboardContract: defineRoute({
    id: 'client.dashboardContract',
    path: '/dashboard/contract',
    access: 'client',
    title: ['routes.dashboard', 'routes.contract'],
    section: 'dashboard',
  }),
  packages: defineRoute({
    id: 'client.packages',
    path: '/packages',
    access: 'client',
    title: ['routes.packages'],
    section: 'packages',
  }),
  addPackage: defineRoute({
    id: 'client.addPackage',
    path: '/packages/add-package',
    access: 'client',
    title: ['routes.packages', 'routes.addPackage'],
    section: 'packages',
  }),
  applications: defineRoute({
    id: 'client.applications',
    path: '/applications',
    access: 'client',
    title: ['routes.packages', 'routes.applications'],
    section: 'packages',
  }),
  salesReports: defineRoute({
    id: 'client.salesReports',
    path: '/reports/sales',
    access: 'client',
    title: ['routes.reports', 'routes.salesReports'],
    section: 'reports',
  }),
  salesReport: defineRoute({
    id: 'client.salesReport',
    path: '/reports/sale/:id',
    access: 'client',
    title: ['routes.reports', 'routes.salesReport'],
    section: 'reports',
  }),
  salesReportRepair: defineRoute({
    id: 'client.salesReportRepair',
    path: '/reports/sale/:id/repair',
    access: 'client',
    title: ['routes.reports', 'routes.salesReport', 'routes.repair'],
    section: 'reports',
  }),
  summaryReport: defineRoute({
    id: 'client.summaryReport',
    path: '/reports/summary',
    access: 'client',
    title: ['routes.reports', 'routes.summaryReport'],
    section: 'reports',
  }),
  massReport: defineRoute({
    id: 'client.massReport',
    path: '/reports/mass',
    access: 'client',
    title: ['routes.reports', 'routes.massReport'],
    section: 'reports',
  }),
  returnReports: defineRoute({
    id: 'client.returnReports',
    path: '/reports/returns',
    access: 'client',
    title: ['routes.reports', 'routes.returnReports'],
    section: 'reports',
  }),
  returnReport: defineRoute({
    id: 'client.returnReport',
    path: '/reports/returns/:id',
    access: 'client',
    title: ['routes.reports', 'routes.returnReport'],
    section: 'reports',
  }),
  additionalDepositReports: defineRoute({
    id: 'client.additionalDepositReports',
    path: '/reports/additional-deposit',
    access: 'client',
    title: ['routes.reports', 'routes.additionalDepositReports'],
    section: 'reports',
  }),
  additionalDepositReport: defineRoute({
    id: 'client.additionalDepositReport',
    path: '/reports/additional-deposit/:id',
    access: 'client',
    title: ['routes.reports', 'routes.additionalDepositReport'],
    section: 'reports',
  }),
  rpetReports: defineRoute({
    id: 'client.rpetReports',
    path: '/reports/rpet',
    access: 'client',
    title: ['routes.reports', 'routes.rpetReports'],
    section: 'reports',
  }),
  rpetReport: defineRoute({
    id: 'client.rpetReport',
    path: '/reports/rpet/:id',
    access: 'client',
    title: ['routes.reports', 'routes.rpetReport'],
    section: 'reports',
  }),
  invoices: defineRoute({
    id: 'client.invoices',
    path: '/invoices',
    access: 'client',
    title: ['routes.invoices'],
    section: 'invoices',
  }),
  invoicePreview: defineRoute({
    id: 'client.invoicePreview',
    path: '/invoices/:id',
    access: 'client',
    title: ['routes.invoices', 'routes.invoice'],
    section: 'invoices',
  }),
  profile: defineRoute({
    id: 'client.profile',
    path: '/profile',
    access: 'client',
    title: ['routes.profile'],
    section: 'profile',
  }),
  profileEdit: defineRoute({
    id: 'client.profileEdit',
    path: '/profile/edit',
    access: 'client',
    title: ['routes.profile', 'routes.editProfile'],
    section: 'profile',
  }),
  profileContract: defineRoute({
    id: 'client.profileContract',
    path: '/profile/contract',
    access: 'client',
    title: ['routes.profile', 'routes.contract'],
    section: 'profile',
  }),
  profileUsers: defineRoute({
    id: 'client.profileUsers',
    path: '/profile/users',
    access: 'client',
    title: ['routes.profile', 'routes.users'],
    section: 'profile',
  }),
  notifications: defineRoute({
    id: 'client.notifications',
    path: '/profile/notifications',
    access: 'client',
    title: ['routes.profile', 'routes.notifications'],
    section: 'profile',
  }),
};

const operator = {
  applications: defineRoute({
    id: 'operator.applications',
    path: '/registry/applications',
    access: 'operator',
    title: ['routes.registry', 'routes.applications'],
    section: 'registry',
  }),
  testing: defineRoute({
    id: 'operator.testing',
    path: '/registry/testing',
    access: 'operator',
    title: ['routes.registry', 'routes.operatorTesting'],
    section: 'registry',
  }),
  retesting: defineRoute({
    id: 'operator.retesting',
    path: '/registry/retesting',
    access: 'operator',
    title: ['routes.registry', 'routes.operatorRetesting'],
    section: 'registry',
  }),
  allPackages: defineRoute({
    id: 'operator.allPackages',
    path: '/registry/packages',
    access: 'operator',
    title: ['routes.registry', 'routes.allPackages'],
    section: 'registry',
  }),
  packageDetails: defineRoute({
    id: 'operator.packageDetails',
    path: '/registry/package/:id',
    access: 'operator',
    title: ['routes.registry', 'routes.packageDetails'],
    section: 'registry',
  }),
  salesReports: defineRoute({
    id: 'operator.salesReports',
    path: '/reports/sales',
    access: 'operator',
    title: ['routes.reports', 'routes.salesReports'],
    section: 'reports',
  }),
  unsubmittedReports: defineRoute({
    id: 'operator.unsubmittedReports',
    path: '/reports/unsubmitted',
    access: 'operator',
    title: ['routes.reports', 'routes.unsubmittedReports'],
    section: 'reports',
  }),
  unconfirmedRepairs: defineRoute({
    id: 'operator.unconfirmedRepairs',
    path: '/reports/unconfirmed',
    access: 'operator',
    title: ['routes.reports', 'routes.unconfirmedRepairs'],
    section: 'reports',
  }),
  salesReport: defineRoute({
    id: 'operator.salesReport',
    path: '/reports/sale/:id',
    access: 'operator',
    title: ['routes.reports', 'routes.salesReport'],
    section: 'reports',
  }),
  salesReportRepair: defineRoute({
    id: 'operator.salesReportRepair',
    path: '/reports/sale/:id/repair',
    access: 'operator',
    title: ['routes.reports', 'routes.salesReport', 'routes.repair'],
    section: 'reports',
  }),
  returnReports: defineRoute({
    id: 'operator.returnReports',
    path: '/reports/returns',
    access: 'operator',
    title: ['routes.reports', 'routes.returnReports'],
    section: 'reports',
  }),
  returnReport: defineRoute({
    id: 'operator.returnReport',
    path: '/reports/returns/:id',
    access: 'operator',
    title: ['routes.reports', 'routes.returnReport'],
    section: 'reports',
  }),
  additionalDepositReports: defineRoute({
    id: 'operator.additionalDepositReports',
    path: '/reports/additional-deposit',
    access: 'operator',
    title: ['routes.reports', 'routes.additionalDepositReports'],
    section: 'reports',
  }),
  additionalDepositReport: defineRoute({
    id: 'operator.additionalDepositReport',
    path: '/reports/additional-deposit/:id',
    access: 'operator',
    title: ['routes.reports', 'routes.additionalDepositReport'],
    section: 'reports',
  }),
  rpetReports: defineRoute({
    id: 'operator.rpetReports',
    path: '/reports/rpet',
    access: 'operator',
    title: ['routes.reports', 'routes.rpetReports'],
    section: 'reports',
  }),
  rpetReport: defineRoute({
    id: 'operator.rpetReport',
    path: '/reports/rpet/:id',
    access: 'operator',
    title: ['routes.reports', 'routes.rpetReport'],
    section: 'reports',
  }),
  debts: defineRoute({
    id: 'operator.debts',
    path: '/debts',
    access: 'operator',
    title: ['routes.debts'],
    section: 'debts',
  }),
  clientInvoices: defineRoute({
    id: 'operator.clientInvoices',
    path: '/client-invoices/:id',
    access: 'operator',
    title: ['routes.debts', 'routes.clientInvoices'],
    section: 'debts',
  }),
  clients: defineRoute({
    id: 'operator.clients',
    path: '/users/clients',
    access: 'operator',
    title: ['routes.users', 'routes.clients'],
    section: 'users',
  }),
  client: defineRoute({
    id: 'operator.client',
    path: '/users/clients/:id',
    access: 'operator',
    title: ['routes.users', 'routes.clients', 'routes.clientProfile'],
    section: 'users',
  }),
  clientProfile: defineRoute({
    id: 'operator.clientProfile',
    path: '/users/clients/:id/profile',
    access: 'operator',
    title: ['routes.users', 'routes.clients', 'routes.clientProfile'],
    section: 'users',
  }),
  clientUsers: defineRoute({
    id: 'operator.clientUsers',
    path: '/users/clients/:id/users',
    access: 'operator',
    title: ['routes.users', 'routes.clients', 'routes.clientUsers'],
    section: 'users',
  }),
  partners: defineRoute({
    id: 'operator.partners',
    path: '/users/partners',
    access: 'operator',
    title: ['routes.users', 'routes.partners'],
    section: 'users',
  }),
  eppUsers: defineRoute({
    id: 'operator.eppUsers',
    path: '/users/epp',
    access: 'operator',
    title: ['routes.users', 'routes.eppUsers'],
    section: 'users',
  }),
  profile: defineRoute({
    id: 'operator.profile',
    path: '/epp-profile',
    access: 'operator',
    title: ['routes.profile'],
    section: 'profile',
  }),
  settingsCategories: defineRoute({
    id: 'operator.settingsCategories',
    path: '/settings/categories',
    access: 'operator',
    title: ['routes.settings', 'routes.categories'],
    section: 'settings',
  }),
  settingsTypes: defineRoute({
    id: 'operator.settingsTypes',
    path: '/settings/types',
    access: 'operator',
    title: ['routes.settings', 'routes.types'],
    section: 'settings',
  }),
  settingsColors: defineRoute({
    id: 'operator.settingsColors',
    path: '/settings/colors',
    access: 'operator',
    title: ['routes.settings', 'routes.colors'],
    section: 'settings',
  }),
  settingsVolumes: defineRoute({
    id: 'operator.settingsVolumes',
    path: '/settings/volumes',
    access: 'operator',
    title: ['routes.settings', 'routes.volumes'],
    section: 'settings',
  }),
  settingsProcessFees: defineRoute({
    id: 'operator.settingsProcessFees',
    path: '/settings/process-fees',
    access: 'operator',
    title: ['routes.settings', 'routes.processFees'],
    section: 'settings',
  }),
};

const partner = {
  testing: defineRoute({
    id: 'partner.testing',
    path: '/packages/testing',
    access: 'partner',
    title: ['routes.packageTesting', 'routes.testing'],
    section: 'packageTesting',
  }),
  retesting: defineRoute({
    id: 'partner.retesting',
    path: '/packages/retesting',
    access: 'partner',
    title: ['routes.packageTesting', 'routes.retesting'],
    section: 'packageTesting',
  }),
  unconfirmed: defineRoute({
    id: 'partner.unconfirmed',
    path: '/packages/unconfirmed',
    access: 'partner',
    title: ['routes.packageTesting', 'routes.unconfirmedTests'],
    section: 'packageTesting',
  }),
  confirmed: defineRoute({
    id: 'partner.confirmed',
    path: '/packages/confirmed',
    access: 'partner',
    title: ['routes.packageTesting', 'routes.confirmedTests'],
    section: 'packageTesting',
  }),
  testResults: defineRoute({
    id: 'partner.testResults',
    path: '/packages/all',
    access: 'partner',
    title: ['routes.packageTesting', 'routes.testResults'],
    section: 'packageTesting',
  }),
  profile: defineRoute({
    id: 'partner.profile',
    path: '/profile',
    access: 'partner',
    title: ['routes.profile'],
    section: 'profile',
  }),
  profileEdit: defineRoute({
    id: 'partner.profileEdit',
    path: '/profile/edit',
    access: 'partner',
    title: ['routes.profile', 'routes.editProfile'],
    section: 'profile',
  }),
  users: defineRoute({
    id: 'partner.users',
    path: '/profile/users',
    access: 'partner',
    title: ['routes.profile', 'routes.users'],
    section: 'profile',
  }),
};

/** The aliases of routes.md: the address opens its target for that role. */
const aliases = [
  defineAlias('client.reports', '/reports', 'client', client.salesReports),
  defineAlias('operator.reports', '/reports', 'operator', operator.salesReports),
  defineAlias('operator.registry', '/registry', 'operator', operator.applications),
  defineAlias('operator.users', '/users', 'operator', operator.clients),
  defineAlias('operator.settings', '/settings', 'operator', operator.settingsCategories),
  defineAlias('partner.packages', '/packages', 'partner', partner.testing),
];

/** Every route by area: `routes.client.salesReport.to({ id: 12 })`. */
export const routes = { public: publicRoutes, client, operator, partner } as const;

type Routes = typeof routes;
type IdsOf<AreaRoutes> = AreaRoutes[keyof AreaRoutes] extends infer Route
  ? Route extends { id: infer Id extends string }
    ? Id
    : never
  : never;
/** The id of every route of the table (not the aliases): `'client.salesReport'`; a mistyped one is a type error. */
export type RouteId = { [Area in keyof Routes]: IdsOf<Routes[Area]> }[keyof Routes];

/** Every route and alias of the table, for the router and the crawl. */
export const routeTable: readonly ScreenRoute<string>[] = [
  ...Object.values(publicRoutes),
  ...Object.values(client),
  ...Object.values(operator),
  ...Object.values(partner),
  ...aliases,
];
