import { usePartnerPackagesAll } from '@epp/api/hooks';
import { createScreen } from '../../kit/screen-layout';
import { routes } from '../../routes/route-table';
import { type PartnerListConfig, PartnerPackageList } from '../package-lists';

/** The list takes no props: its filters, sort and page are in the address. */
export type PartnerTestResultsScreenProps = Record<never, never>;

const CONFIG: PartnerListConfig = {
  route: routes.partner.testResults,
  caption: 'screens.partner.partnerTestResults.caption',
  exportNames: {
    fileName: 'screens.partner.partnerTestResults.exportFile',
    sheetName: 'screens.partner.partnerTestResults.exportSheet',
  },
  onScan: 'search',
};

/** /packages/all: the test results, the partner's default "all packages" list (GET partner/packages-all/); a scan clears the filters and searches by the EAN. */
export const PartnerTestResultsScreen = createScreen<PartnerTestResultsScreenProps>(
  'PartnerTestResultsScreen',
  PartnerTestResults,
);

function PartnerTestResults() {
  const query = usePartnerPackagesAll();
  return <PartnerPackageList config={CONFIG} query={query} />;
}
