import { usePartnerPackagesInTest } from '@epp/api/hooks';
import { createScreen } from '../../kit/screen-layout';
import { routes } from '../../routes/route-table';
import { type PartnerListConfig, PartnerPackageList } from '../package-lists';

/** The list takes no props: its filters, sort and page are in the address. */
export type PartnerTestingScreenProps = Record<never, never>;

const CONFIG: PartnerListConfig = {
  route: routes.partner.testing,
  caption: 'screens.partner.partnerTesting.caption',
  exportNames: {
    fileName: 'screens.partner.partnerTesting.exportFile',
    sheetName: 'screens.partner.partnerTesting.exportSheet',
  },
  finish: 'testing',
  onScan: 'expand',
  sortUntestedFirst: true,
};

/** /packages/testing (and /packages): the laboratory's packages in testing (GET partner/packages-in-test/?type=TESTING), with "finish testing". */
export const PartnerTestingScreen = createScreen<PartnerTestingScreenProps>('PartnerTestingScreen', PartnerTesting);

function PartnerTesting() {
  const query = usePartnerPackagesInTest({ query: { type: 'TESTING' } });
  return <PartnerPackageList config={CONFIG} query={query} />;
}
