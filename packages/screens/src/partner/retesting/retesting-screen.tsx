import { usePartnerPackagesInTest } from '@epp/api/hooks';
import { createScreen } from '../../kit/screen-layout';
import { routes } from '../../routes/route-table';
import { type PartnerListConfig, PartnerPackageList } from '../package-lists';

/** The list takes no props: its filters, sort and page are in the address. */
export type PartnerRetestingScreenProps = Record<never, never>;

const CONFIG: PartnerListConfig = {
  route: routes.partner.retesting,
  caption: 'screens.partner.partnerRetesting.caption',
  exportNames: {
    fileName: 'screens.partner.partnerRetesting.exportFile',
    sheetName: 'screens.partner.partnerRetesting.exportSheet',
  },
  finish: 'retesting',
  onScan: 'expand',
  sortUntestedFirst: true,
};

/** /packages/retesting: the packages in retesting (GET partner/packages-in-test/?type=RETESTING), with "finish retesting". */
export const PartnerRetestingScreen = createScreen<PartnerRetestingScreenProps>(
  'PartnerRetestingScreen',
  PartnerRetesting,
);

function PartnerRetesting() {
  const query = usePartnerPackagesInTest({ query: { type: 'RETESTING' } });
  return <PartnerPackageList config={CONFIG} query={query} />;
}
