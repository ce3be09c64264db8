// Which screen draws each route of the table, loaded on demand. A route id missing here has no screen in
// this build: the portal shows the honest "not part of this build" page for it.
import type { RouteScreen } from '../kit/routes';
import { builtScreens as built } from './built-screens';

export const routeScreens: Readonly<Record<string, () => Promise<RouteScreen>>> = {
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
};
