// Which screen draws each route of the table, loaded on demand. A route id missing here has no screen in
// this build: the portal shows the honest "not part of this build" page for it.
import type { RouteScreen } from '../kit/routes';
import { builtScreens as built } from './built-screens';
import type { RouteId } from './route-table';

/** Keyed by the table's route ids: a mistyped id does not compile (it would show "not part of this build"). */
export const routeScreens: { readonly [Id in RouteId]?: () => Promise<RouteScreen> } = {
  'public.forgotPassword': built.forgotPassword,
  'public.changePassword': built.changePassword,
  'public.privacyPolicy': built.privacyPolicy,
  'public.cookies': built.cookies,
  'client.dashboard': built.dashboard,
  'client.dashboardContract': built.dashboardContract,
  'client.packages': built.packages,
  'client.addPackage': built.addPackage,
  'client.applications': built.applications,
  'client.salesReports': built.salesReports,
  'client.salesReport': built.salesReport,
  'client.salesReportRepair': built.salesReportRepair,
  'client.rpetReports': built.rpetReports,
  'client.rpetReport': built.rpetReport,
  'client.invoices': built.invoices,
  'client.invoicePreview': built.invoicePreview,
  'client.profileUsers': built.profileUsers,
  'client.notifications': built.notifications,
  'client.returnReports': built.returnReports,
  'client.returnReport': built.returnReport,
  'client.additionalDepositReports': built.additionalDepositReports,
  'client.additionalDepositReport': built.additionalDepositReport,
  'client.summaryReport': built.summaryReport,
  'client.massReport': built.massReport,
  'client.profile': built.profile,
  'client.profileEdit': built.profileEdit,
  'client.profileContract': built.profileContract,
  'operator.applications': built.operatorApplications,
  'operator.testing': built.testing,
  'operator.retesting': built.retesting,
  'operator.allPackages': built.allPackages,
  'operator.packageDetails': built.packageDetails,
  'partner.testing': built.partnerTesting,
  'partner.retesting': built.partnerRetesting,
  'partner.unconfirmed': built.unconfirmed,
  'partner.confirmed': built.confirmed,
  'partner.testResults': built.testResults,
  'partner.profile': built.partnerProfile,
  'partner.profileEdit': built.partnerProfileEdit,
  'partner.users': built.users,
};

/** The screen of a route id as the router has it (any string), if this build has one. */
export const routeScreenOf = (routeId: string): (() => Promise<RouteScreen>) | undefined =>
  Object.hasOwn(routeScreens, routeId) ? routeScreens[routeId as RouteId] : undefined;
