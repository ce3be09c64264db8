export { AddPackageScreen, type AddPackageScreenProps } from './add-package-screen';
export { type ApplicationOutcome, applicationOutcome, failedProductLine } from './application-outcome';
