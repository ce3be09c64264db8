// The screens of this build as route screens: each adapter takes the path's parameters as the address has
// them and passes the screen the props it takes. Loaded on demand, one chunk per screen.
import type { RouteScreen, RouteScreenProps } from '../kit/routes';

/** A route screen from a screen module loaded on demand. */
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

export const builtScreens = {
  forgotPassword: screen(
    () => import('../public/forgot-password'),
    ({ ForgotPasswordScreen }) => <ForgotPasswordScreen />,
  ),
  changePassword: screen(
    () => import('../public/change-password'),
    ({ ChangePasswordScreen }, params) => <ChangePasswordScreen uid={params.uid ?? ''} token={params.token ?? ''} />,
  ),
  privacyPolicy: screen(
    () => import('../public/privacy-policy'),
    ({ PrivacyPolicyScreen }) => <PrivacyPolicyScreen />,
  ),
  cookies: screen(
    () => import('../public/cookies'),
    ({ CookiesScreen }) => <CookiesScreen />,
  ),
  dashboard: screen(
    () => import('../client/dashboard'),
    ({ DashboardScreen }) => <DashboardScreen />,
  ),
  dashboardContract: screen(
    () => import('../client/dashboard-contract'),
    ({ DashboardContractScreen }) => <DashboardContractScreen />,
  ),
  packages: screen(
    () => import('../client/packages'),
    ({ PackagesScreen }) => <PackagesScreen />,
  ),
  addPackage: screen(
    () => import('../client/add-package'),
    ({ AddPackageScreen }) => <AddPackageScreen />,
  ),
  applications: screen(
    () => import('../client/applications'),
    ({ ApplicationsScreen }) => <ApplicationsScreen />,
  ),
  salesReports: screen(
    () => import('../client/sales-reports'),
    ({ SalesReportsScreen }) => <SalesReportsScreen />,
  ),
  salesReport: screen(
    () => import('../client/sales-report'),
    ({ SalesReportScreen }, params) => <SalesReportScreen key={params.id} reportId={idOf(params)} />,
  ),
  salesReportRepair: screen(
    () => import('../client/sales-report-repair'),
    ({ SalesReportRepairScreen }, params) => <SalesReportRepairScreen key={params.id} reportId={idOf(params)} />,
  ),
  rpetReports: screen(
    () => import('../client/rpet-reports'),
    ({ RpetReportListScreen }) => <RpetReportListScreen />,
  ),
  rpetReport: screen(
    () => import('../client/rpet-report'),
    ({ RpetReportDetailScreen }, params) => <RpetReportDetailScreen key={params.id} id={idOf(params)} />,
  ),
  invoices: screen(
    () => import('../client/invoices'),
    ({ InvoicesScreen }) => <InvoicesScreen />,
  ),
  // the list with the preview open over it: a reload of /invoices/{id} opens the modal again
  invoicePreview: screen(
    () => import('../client/invoices'),
    ({ InvoicesScreen }, params) => <InvoicesScreen previewId={idOf(params)} />,
  ),
  profileUsers: screen(
    () => import('../client/profile-users'),
    ({ ProfileUsersScreen }) => <ProfileUsersScreen />,
  ),
  notifications: screen(
    () => import('../client/notifications'),
    ({ NotificationsScreen }) => <NotificationsScreen />,
  ),
  returnReports: screen(
    () => import('../client/return-reports'),
    ({ ReturnReportsScreen }) => <ReturnReportsScreen />,
  ),
  returnReport: screen(
    () => import('../client/return-report'),
    ({ ReturnReportScreen }, params) => <ReturnReportScreen key={params.id} reportId={idOf(params)} />,
  ),
  additionalDepositReports: screen(
    () => import('../client/additional-deposit-reports'),
    ({ AdditionalDepositReportsScreen }) => <AdditionalDepositReportsScreen />,
  ),
  additionalDepositReport: screen(
    () => import('../client/additional-deposit-report'),
    ({ AdditionalDepositReportScreen }, params) => (
      <AdditionalDepositReportScreen key={params.id} reportId={idOf(params)} />
    ),
  ),
  summaryReport: screen(
    () => import('../client/summary-report'),
    ({ SummaryReportScreen }) => <SummaryReportScreen />,
  ),
  massReport: screen(
    () => import('../client/mass-report'),
    ({ MassReportScreen }) => <MassReportScreen />,
  ),
  profile: screen(
    () => import('../client/profile'),
    ({ ProfileScreen }) => <ProfileScreen />,
  ),
  profileEdit: screen(
    () => import('../client/profile-edit'),
    ({ ProfileEditScreen }) => <ProfileEditScreen />,
  ),
  profileContract: screen(
    () => import('../client/profile-contract'),
    ({ ProfileContractScreen }) => <ProfileContractScreen />,
  ),
  operatorApplications: screen(
    () => import('../operator/applications'),
    ({ RegistryApplicationsScreen }) => <RegistryApplicationsScreen />,
  ),
  testing: screen(
    () => import('../operator/testing'),
    ({ RegistryTestingScreen }) => <RegistryTestingScreen />,
  ),
  retesting: screen(
    () => import('../operator/retesting'),
    ({ RegistryRetestingScreen }) => <RegistryRetestingScreen />,
  ),
  allPackages: screen(
    () => import('../operator/all-packages'),
    ({ RegistryPackagesScreen }) => <RegistryPackagesScreen />,
  ),
  packageDetails: screen(
    () => import('../operator/package-details'),
    ({ PackageDetailsScreen }, params) => <PackageDetailsScreen key={params.id} id={idOf(params)} />,
  ),
  partnerTesting: screen(
    () => import('../partner/testing'),
    ({ PartnerTestingScreen }) => <PartnerTestingScreen />,
  ),
  partnerRetesting: screen(
    () => import('../partner/retesting'),
    ({ PartnerRetestingScreen }) => <PartnerRetestingScreen />,
  ),
  unconfirmed: screen(
    () => import('../partner/unconfirmed'),
    ({ PartnerUnconfirmedScreen }) => <PartnerUnconfirmedScreen />,
  ),
  confirmed: screen(
    () => import('../partner/confirmed'),
    ({ PartnerConfirmedScreen }) => <PartnerConfirmedScreen />,
  ),
  testResults: screen(
    () => import('../partner/test-results'),
    ({ PartnerTestResultsScreen }) => <PartnerTestResultsScreen />,
  ),
  partnerProfile: screen(
    () => import('../partner/profile'),
    ({ PartnerProfileScreen }) => <PartnerProfileScreen />,
  ),
  partnerProfileEdit: screen(
    () => import('../partner/profile'),
    ({ PartnerProfileScreen }) => <PartnerProfileScreen mode="edit" />,
  ),
  users: screen(
    () => import('../partner/users'),
    ({ PartnerUsersScreen }) => <PartnerUsersScreen />,
  ),
};
