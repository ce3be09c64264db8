// The client area's screens. Each helper adds only its own export lines.

export { PendingApplicationTable } from '../packages';
export { AddPackageScreen, type AddPackageScreenProps } from './add-package';
export { ApplicationsScreen, type ApplicationsScreenProps } from './applications';
export { CONTRACT_EXISTS_STATE, DashboardScreen, type DashboardScreenProps } from './dashboard';
export { DashboardContractScreen, type DashboardContractScreenProps } from './dashboard-contract';
export { PackagesScreen, type PackagesScreenProps } from './packages';
export { ProfileScreen, type ProfileScreenProps } from './profile';
export { ProfileContractScreen, type ProfileContractScreenProps } from './profile-contract';
export { ProfileEditScreen, type ProfileEditScreenProps } from './profile-edit';
export { SalesReportScreen, type SalesReportScreenProps } from './sales-report-detail';
export { SalesReportsScreen, type SalesReportsScreenProps } from './sales-report-list';
export { SalesReportRepairScreen, type SalesReportRepairScreenProps } from './sales-report-repair';
