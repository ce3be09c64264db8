// The client area's screens. Each helper adds only its own export lines.

export { PendingApplicationTable } from '../packages';
export { AddPackageScreen, type AddPackageScreenProps } from './add-package';
export { AdditionalDepositReportScreen, type AdditionalDepositReportScreenProps } from './additional-deposit-report';
export { AdditionalDepositReportsScreen, type AdditionalDepositReportsScreenProps } from './additional-deposit-reports';
export { ApplicationsScreen, type ApplicationsScreenProps } from './applications';
export { CONTRACT_EXISTS_STATE, DashboardScreen, type DashboardScreenProps } from './dashboard';
export { DashboardContractScreen, type DashboardContractScreenProps } from './dashboard-contract';
export { InvoicesScreen, type InvoicesScreenProps } from './invoices';
export { MassReportScreen, type MassReportScreenProps } from './mass-report';
export { NotificationsScreen, type NotificationsScreenProps } from './notifications';
export { PackagesScreen, type PackagesScreenProps } from './packages';
export { ProfileScreen, type ProfileScreenProps } from './profile';
export { ProfileContractScreen, type ProfileContractScreenProps } from './profile-contract';
export { ProfileEditScreen, type ProfileEditScreenProps } from './profile-edit';
export { ProfileUsersScreen, type ProfileUsersScreenProps } from './profile-users';
export { ReturnReportScreen, type ReturnReportScreenProps } from './return-report';
export { ReturnReportsScreen, type ReturnReportsScreenProps } from './return-reports';
export { RpetReportDetailScreen, type RpetReportDetailScreenProps } from './rpet-report';
export { RpetReportListScreen, type RpetReportListScreenProps } from './rpet-reports';
export { SalesReportScreen, type SalesReportScreenProps } from './sales-report';
export { SalesReportRepairScreen, type SalesReportRepairScreenProps } from './sales-report-repair';
export { SalesReportsScreen, type SalesReportsScreenProps } from './sales-reports';
export { SummaryReportScreen, type SummaryReportScreenProps } from './summary-report';
