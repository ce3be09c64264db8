export { PackageDetailsScreen, type PackageDetailsScreenProps } from './package-details-screen';
