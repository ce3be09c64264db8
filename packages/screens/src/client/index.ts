// The client area's screens. Each helper adds only its own export lines.

export { PendingApplicationTable } from '../packages';
export { AddPackageScreen, type AddPackageScreenProps } from './add-package';
export { ApplicationsScreen, type ApplicationsScreenProps } from './applications';
export { CONTRACT_EXISTS_STATE, DashboardScreen, type DashboardScreenProps } from './dashboard';
export { DashboardContractScreen, type DashboardContractScreenProps } from './dashboard-contract';
export { MassReportScreen, type MassReportScreenProps } from './mass-report';
export { PackagesScreen, type PackagesScreenProps } from './packages';
export { SalesReportScreen, type SalesReportScreenProps } from './sales-report-detail';
export { SalesReportsScreen, type SalesReportsScreenProps } from './sales-report-list';
export { SalesReportRepairScreen, type SalesReportRepairScreenProps } from './sales-report-repair';
export { SummaryReportScreen, type SummaryReportScreenProps } from './summary-report';
