// Which screen draws each route of the table: route id → its screen, loaded on demand (one chunk per screen).
// It sits at the top of the package, above the areas it loads: the route table (routes/: ids, paths, titles,
// access) is data every screen may import, and nothing under routes/ or kit/ imports a screen (check-boundaries).
// Every route id of the table has its screen here (the portal's own login pages aside): the portal's
// route-pages.test.ts fails on a route without one.
// An app that loads the table of screens on demand imports it as `@epp/screens/route-screens`.
import type { RouteScreen, RouteScreenProps } from './kit/routes';
import type { RouteId } from './routes/route-table';

/** A route screen from a screen module loaded on demand: the adapter passes the address's parameters as props. */
const screen =
  <M,>(load: () => Promise<M>, draw: (module: M, params: RouteScreenProps['params']) => React.ReactElement) =>
  (): Promise<RouteScreen> =>
    load().then((module) => {
      function Screen({ params }: RouteScreenProps) {
        return draw(module, params);
      }
      return Screen;
    });

/** A numeric id of the address; NaN (a wrong address) gives the screen's own "not found" answer. */
const idOf = (params: RouteScreenProps['params']) => Number(params.id);

/** What the registry holds: only the table's route ids (a mistyped id does not compile). */
export type RouteScreenTable = { readonly [Id in RouteId]?: () => Promise<RouteScreen> };

export const routeScreens = {
  'public.forgotPassword': screen(
    () => import('./public/forgot-password'),
    ({ ForgotPasswordScreen }) => <ForgotPasswordScreen />,
  ),
  'public.changePassword': screen(
    () => import('./public/change-password'),
    ({ ChangePasswordScreen }, params) => <ChangePasswordScreen uid={params.uid ?? ''} token={params.token ?? ''} />,
  ),
  'public.privacyPolicy': screen(
    () => import('./public/privacy-policy'),
    ({ PrivacyPolicyScreen }) => <PrivacyPolicyScreen />,
  ),
  'public.cookies': screen(
    () => import('./public/cookies'),
    ({ CookiesScreen }) => <CookiesScreen />,
  ),
  'client.dashboard': screen(
    () => import('./client/dashboard'),
    ({ DashboardScreen }) => <DashboardScreen />,
  ),
  'client.dashboardContract': screen(
    () => import('./client/dashboard-contract'),
    ({ DashboardContractScreen }) => <DashboardContractScreen />,
  ),
  'client.packages': screen(
    () => import('./client/packages'),
    ({ PackagesScreen }) => <PackagesScreen />,
  ),
  'client.addPackage': screen(
    () => import('./client/add-package'),
    ({ AddPackageScreen }) => <AddPackageScreen />,
  ),
  'client.applications': screen(
    () => import('./client/applications'),
    ({ ApplicationsScreen }) => <ApplicationsScreen />,
  ),
  'client.salesReports': screen(
    () => import('./client/sales-reports'),
    ({ SalesReportsScreen }) => <SalesReportsScreen />,
  ),
  'client.salesReport': screen(
    () => import('./client/sales-report'),
    ({ SalesReportScreen }, params) => <SalesReportScreen key={params.id} reportId={idOf(params)} />,
  ),
  'client.salesReportRepair': screen(
    () => import('./client/sales-report-repair'),
    ({ SalesReportRepairScreen }, params) => <SalesReportRepairScreen key={params.id} reportId={idOf(params)} />,
  ),
  'client.rpetReports': screen(
    () => import('./client/rpet-reports'),
    ({ RpetReportListScreen }) => <RpetReportListScreen />,
  ),
  'client.rpetReport': screen(
    () => import('./client/rpet-report'),
    ({ RpetReportDetailScreen }, params) => <RpetReportDetailScreen key={params.id} id={idOf(params)} />,
  ),
  'client.invoices': screen(
    () => import('./client/invoices'),
    ({ InvoicesScreen }) => <InvoicesScreen />,
  ),
  // the list with the preview open over it: a reload of /invoices/{id} opens the modal again
  'client.invoicePreview': screen(
    () => import('./client/invoices'),
    ({ InvoicesScreen }, params) => <InvoicesScreen previewId={idOf(params)} />,
  ),
  'client.profileUsers': screen(
    () => import('./client/profile-users'),
    ({ ProfileUsersScreen }) => <ProfileUsersScreen />,
  ),
  'client.notifications': screen(
    () => import('./client/notifications'),
    ({ NotificationsScreen }) => <NotificationsScreen />,
  ),
  'client.returnReports': screen(
    () => import('./client/return-reports'),
    ({ ReturnReportsScreen }) => <ReturnReportsScreen />,
  ),
  'client.returnReport': screen(
    () => import('./client/return-report'),
    ({ ReturnReportScreen }, params) => <ReturnReportScreen key={params.id} reportId={idOf(params)} />,
  ),
  'client.additionalDepositReports': screen(
    () => import('./client/additional-deposit-reports'),
    ({ AdditionalDepositReportsScreen }) => <AdditionalDepositReportsScreen />,
  ),
  'client.additionalDepositReport': screen(
    () => import('./client/additional-deposit-report'),
    ({ AdditionalDepositReportScreen }, params) => (
      <AdditionalDepositReportScreen key={params.id} reportId={idOf(params)} />
    ),
  ),
  'client.summaryReport': screen(
    () => import('./client/summary-report'),
    ({ SummaryReportScreen }) => <SummaryReportScreen />,
  ),
  'client.massReport': screen(
    () => import('./client/mass-report'),
    ({ MassReportScreen }) => <MassReportScreen />,
  ),
  'client.profile': screen(
    () => import('./client/profile'),
    ({ ProfileScreen }) => <ProfileScreen />,
  ),
  'client.profileEdit': screen(
    () => import('./client/profile-edit'),
    ({ ProfileEditScreen }) => <ProfileEditScreen />,
  ),
  'client.profileContract': screen(
    () => import('./client/profile-contract'),
    ({ ProfileContractScreen }) => <ProfileContractScreen />,
  ),
  'operator.applications': screen(
    () => import('./operator/applications'),
    ({ RegistryApplicationsScreen }) => <RegistryApplicationsScreen />,
  ),
  'operator.testing': screen(
    () => import('./operator/testing'),
    ({ RegistryTestingScreen }) => <RegistryTestingScreen />,
  ),
  'operator.retesting': screen(
    () => import('./operator/retesting'),
    ({ RegistryRetestingScreen }) => <RegistryRetestingScreen />,
  ),
  'operator.allPackages': screen(
    () => import('./operator/all-packages'),
    ({ RegistryPackagesScreen }) => <RegistryPackagesScreen />,
  ),
  'operator.packageDetails': screen(
    () => import('./operator/package-details'),
    ({ PackageDetailsScreen }, params) => <PackageDetailsScreen key={params.id} id={idOf(params)} />,
  ),
  'operator.debts': screen(
    () => import('./operator/debts'),
    ({ DebtsScreen }) => <DebtsScreen />,
  ),
  'operator.clientInvoices': screen(
    () => import('./operator/client-invoices'),
    ({ ClientInvoicesScreen }, params) => <ClientInvoicesScreen key={params.id} id={idOf(params)} />,
  ),
  // #28 operator user tables
  'operator.clientUsers': screen(
    () => import('./operator/client-users'),
    ({ ClientUsersScreen }, params) => <ClientUsersScreen key={params.id} id={idOf(params)} />,
  ),
  'operator.partners': screen(
    () => import('./operator/partners'),
    ({ PartnersScreen }) => <PartnersScreen />,
  ),
  'operator.eppUsers': screen(
    () => import('./operator/epp-users'),
    ({ EppUsersScreen }) => <EppUsersScreen />,
  ),
  // end #28 operator user tables
  // #28 clients list and client profile
  'operator.clients': screen(
    () => import('./operator/clients'),
    ({ ClientsScreen }) => <ClientsScreen />,
  ),
  'operator.client': screen(
    () => import('./operator/client-profile'),
    ({ ClientProfileScreen }, params) => <ClientProfileScreen key={params.id} id={idOf(params)} />,
  ),
  'operator.clientProfile': screen(
    () => import('./operator/client-profile'),
    ({ ClientProfileScreen }, params) => <ClientProfileScreen key={params.id} id={idOf(params)} />,
  ),
  // end #28 clients list and client profile
  // #27 rPET (operator)
  'operator.rpetReports': screen(
    () => import('./operator/rpet-reports'),
    ({ RpetReportsScreen }) => <RpetReportsScreen />,
  ),
  'operator.rpetReport': screen(
    () => import('./operator/rpet-report'),
    ({ RpetReportScreen }, params) => <RpetReportScreen key={params.id} id={idOf(params)} />,
  ),
  // #27 additional-deposit reports
  'operator.additionalDepositReports': screen(
    () => import('./operator/additional-deposit-reports'),
    ({ OperatorAdditionalDepositReportsScreen }) => <OperatorAdditionalDepositReportsScreen />,
  ),
  'operator.additionalDepositReport': screen(
    () => import('./operator/additional-deposit-report'),
    ({ OperatorAdditionalDepositReportScreen }, params) => (
      <OperatorAdditionalDepositReportScreen key={params.id} reportId={idOf(params)} />
    ),
  ),
  // end #27 additional-deposit reports
  // the operator's return reports (#27)
  'operator.returnReports': screen(
    () => import('./operator/return-reports'),
    ({ OperatorReturnReportsScreen }) => <OperatorReturnReportsScreen />,
  ),
  'operator.returnReport': screen(
    () => import('./operator/return-report'),
    ({ OperatorReturnReportScreen }, params) => <OperatorReturnReportScreen key={params.id} reportId={idOf(params)} />,
  ),
  // #27 operator sales reports: the three lists are one screen; the report and its repair one page.
  'operator.salesReports': screen(
    () => import('./operator/sales-reports'),
    ({ OperatorSalesReportsScreen }) => <OperatorSalesReportsScreen list="all" />,
  ),
  'operator.unsubmittedReports': screen(
    () => import('./operator/sales-reports'),
    ({ OperatorSalesReportsScreen }) => <OperatorSalesReportsScreen list="unsubmitted" />,
  ),
  'operator.unconfirmedRepairs': screen(
    () => import('./operator/sales-reports'),
    ({ OperatorSalesReportsScreen }) => <OperatorSalesReportsScreen list="unconfirmed" />,
  ),
  'operator.salesReport': screen(
    () => import('./operator/sales-report'),
    ({ OperatorSalesReportScreen }, params) => (
      <OperatorSalesReportScreen key={params.id} reportId={idOf(params)} isRepair={false} />
    ),
  ),
  'operator.salesReportRepair': screen(
    () => import('./operator/sales-report'),
    ({ OperatorSalesReportScreen }, params) => (
      <OperatorSalesReportScreen key={params.id} reportId={idOf(params)} isRepair />
    ),
  ),
  // #28 settings and the EPP profile
  'operator.profile': screen(
    () => import('./operator/profile'),
    ({ OperatorProfileScreen }) => <OperatorProfileScreen />,
  ),
  'operator.settingsCategories': screen(
    () => import('./operator/settings'),
    ({ SettingsScreen }) => <SettingsScreen kind="categories" />,
  ),
  'operator.settingsTypes': screen(
    () => import('./operator/settings'),
    ({ SettingsScreen }) => <SettingsScreen kind="types" />,
  ),
  'operator.settingsColors': screen(
    () => import('./operator/settings'),
    ({ SettingsScreen }) => <SettingsScreen kind="colors" />,
  ),
  'operator.settingsVolumes': screen(
    () => import('./operator/settings'),
    ({ SettingsScreen }) => <SettingsScreen kind="volumes" />,
  ),
  'operator.settingsProcessFees': screen(
    () => import('./operator/settings'),
    ({ SettingsScreen }) => <SettingsScreen kind="processFees" />,
  ),
  // end #28 settings and the EPP profile
  'partner.testing': screen(
    () => import('./partner/testing'),
    ({ PartnerTestingScreen }) => <PartnerTestingScreen />,
  ),
  'partner.retesting': screen(
    () => import('./partner/retesting'),
    ({ PartnerRetestingScreen }) => <PartnerRetestingScreen />,
  ),
  'partner.unconfirmed': screen(
    () => import('./partner/unconfirmed'),
    ({ PartnerUnconfirmedScreen }) => <PartnerUnconfirmedScreen />,
  ),
  'partner.confirmed': screen(
    () => import('./partner/confirmed'),
    ({ PartnerConfirmedScreen }) => <PartnerConfirmedScreen />,
  ),
  'partner.testResults': screen(
    () => import('./partner/test-results'),
    ({ PartnerTestResultsScreen }) => <PartnerTestResultsScreen />,
  ),
  'partner.profile': screen(
    () => import('./partner/profile'),
    ({ PartnerProfileScreen }) => <PartnerProfileScreen />,
  ),
  'partner.profileEdit': screen(
    () => import('./partner/profile'),
    ({ PartnerProfileScreen }) => <PartnerProfileScreen mode="edit" />,
  ),
  'partner.users': screen(
    () => import('./partner/users'),
    ({ PartnerUsersScreen }) => <PartnerUsersScreen />,
  ),
} satisfies RouteScreenTable;

/** The screen of a route id as the router has it (any string), if this build has one. */
export const routeScreenOf = (routeId: string): (() => Promise<RouteScreen>) | undefined =>
  Object.hasOwn(routeScreens, routeId) ? (routeScreens as RouteScreenTable)[routeId as RouteId] : undefined;
