export { AddPackageScreen, type AddPackageScreenProps } from './add-package';
export { type ApplicationOutcome, applicationOutcome, failedProductLine } from './application-outcome';
export { PendingApplicationTable, type PendingApplicationTableProps, type PendingRow } from './pending-table';
