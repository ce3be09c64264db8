// The operator area's screens. Each helper adds only its own export lines.

export { RegistryPackagesScreen, type RegistryPackagesScreenProps } from './all-packages';
export { RegistryApplicationsScreen, type RegistryApplicationsScreenProps } from './applications';
export { ClientInvoicesScreen, type ClientInvoicesScreenProps } from './client-invoices';
export { DebtsScreen, type DebtsScreenProps } from './debts';
export { PackageDetailsScreen, type PackageDetailsScreenProps } from './package-details';
export { RegistryRetestingScreen, type RegistryRetestingScreenProps } from './retesting';
export { RegistryTestingScreen, type RegistryTestingScreenProps } from './testing';
