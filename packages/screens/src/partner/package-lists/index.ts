// The frame the partner's five package lists share (spec operator §2 "Partner screens"); each screen folder
// configures it.
export { FinishTestingButton, type FinishTestingButtonProps } from './finish-testing-button';
export { PackageTestsPanel, type PackageTestsPanelProps } from './package-tests-panel';
export { PARTNER_PACKAGE_DEFAULT_SORT, partnerPackageColumns } from './partner-package-columns';
export { exportPartnerPackages, partnerExportTexts, partnerPackageSheet } from './partner-package-export';
export { type PartnerListConfig, type PartnerListQuery, PartnerPackageList } from './partner-package-list';
export {
  filterPartnerPackageRows,
  PARTNER_PACKAGE_FILTERS,
  type PartnerPackageRow,
  partnerPackageRow,
  rowsOfEan,
} from './partner-package-rows';
