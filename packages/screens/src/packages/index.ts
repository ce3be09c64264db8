// The package feature: what every role's package screens show (the client's list, add-package and
// applications; the operator's registry and applications later), composed with each area's own actions.
export { eanColumn, LocalNumber, Unbroken, unbrokenCell, volumeColumn } from './package-cells';
export { PACKAGE_DEFAULT_SORT, packageColumns } from './package-columns';
export {
  exportPackages,
  exportSearchTerms,
  type PackageExportFacts,
  type PackageExportTexts,
  packageExportTexts,
  packageSheets,
} from './package-export';
export { PACKAGE_COLUMN_KEYS, PACKAGE_SHORT_HEADER_KEYS } from './package-fields';
export {
  filterPackageRows,
  PACKAGE_FILTER_KINDS,
  PACKAGE_FILTERS,
  type PackageListRow,
  packageListRow,
  uniqueOptions,
  volumeLabel,
  volumeOptions,
} from './package-rows';
export {
  PendingApplicationTable,
  type PendingApplicationTableProps,
  type PendingCellContext,
  type PendingRow,
} from './pending-application-table';
export { TestDisclosure, TestDisclosureList, type TestDisclosureProps } from './test-disclosure';
export { usePackageFilterOptions } from './use-package-filter-options';
