// The operator area's screens. Each helper adds only its own export lines.

// #27 additional-deposit reports
export {
  OperatorAdditionalDepositReportScreen,
  type OperatorAdditionalDepositReportScreenProps,
} from './additional-deposit-report';
export {
  OperatorAdditionalDepositReportsScreen,
  type OperatorAdditionalDepositReportsScreenProps,
} from './additional-deposit-reports';
// end #27 additional-deposit reports
export { RegistryPackagesScreen, type RegistryPackagesScreenProps } from './all-packages';
export { RegistryApplicationsScreen, type RegistryApplicationsScreenProps } from './applications';
export { ClientInvoicesScreen, type ClientInvoicesScreenProps } from './client-invoices';
// #28 clients list and client profile
export { ClientProfileScreen, type ClientProfileScreenProps } from './client-profile';
// #28 operator user tables
export { ClientUsersScreen, type ClientUsersScreenProps } from './client-users';
export { ClientsScreen, type ClientsScreenProps } from './clients';
// end #28 clients list and client profile
export { DebtsScreen, type DebtsScreenProps } from './debts';
export { EppUsersScreen, type EppUsersScreenProps } from './epp-users';
export { PackageDetailsScreen, type PackageDetailsScreenProps } from './package-details';
export { PartnersScreen, type PartnersScreenProps } from './partners';
// #28 the EPP profile
export { OperatorProfileScreen, type OperatorProfileScreenProps } from './profile';
export { RegistryRetestingScreen, type RegistryRetestingScreenProps } from './retesting';
// the operator's return reports (#27)
export { OperatorReturnReportScreen, type OperatorReturnReportScreenProps } from './return-report';
export { OperatorReturnReportsScreen, type OperatorReturnReportsScreenProps } from './return-reports';
// #27 rPET (operator)
export { RpetReportScreen, type RpetReportScreenProps } from './rpet-report';
export { RpetReportsScreen, type RpetReportsScreenProps } from './rpet-reports';
// #27 operator sales reports
export { OperatorSalesReportScreen, type OperatorSalesReportScreenProps } from './sales-report';
export {
  OperatorSalesReportsScreen,
  type OperatorSalesReportsScreenProps,
  type SalesReportListKind,
} from './sales-reports';
// #28 settings
export { type SettingsKind, SettingsScreen, type SettingsScreenProps } from './settings';
export { RegistryTestingScreen, type RegistryTestingScreenProps } from './testing';
// end #28 operator user tables
