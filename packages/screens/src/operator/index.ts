// The operator area's screens. Each helper adds only its own export lines.
export { PackageDetailsScreen, type PackageDetailsScreenProps } from './package-details';
export { RegistryApplicationsScreen, type RegistryApplicationsScreenProps } from './registry-applications';
export { RegistryPackagesScreen, type RegistryPackagesScreenProps } from './registry-packages';
export { RegistryRetestingScreen, type RegistryRetestingScreenProps } from './registry-retesting';
export { RegistryTestingScreen, type RegistryTestingScreenProps } from './registry-testing';
