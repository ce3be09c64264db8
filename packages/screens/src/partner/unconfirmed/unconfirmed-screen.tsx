import { usePartnerPackagesUnconfirmed } from '@epp/api/hooks';
import { createScreen } from '../../kit/screen-layout';
import { routes } from '../../routes/route-table';
import { type PartnerListConfig, PartnerPackageList } from '../package-lists';

/** The list takes no props: its filters, sort and page are in the address. */
export type PartnerUnconfirmedScreenProps = Record<never, never>;

const CONFIG: PartnerListConfig = {
  route: routes.partner.unconfirmed,
  caption: 'screens.partner.partnerUnconfirmed.caption',
  exportNames: {
    fileName: 'screens.partner.partnerUnconfirmed.exportFile',
    sheetName: 'screens.partner.partnerUnconfirmed.exportSheet',
  },
  onScan: 'expand',
};

/** /packages/unconfirmed: packages whose test the operator has not confirmed yet (GET partner/packages-unconfirmed/); the partner may still update the result. */
export const PartnerUnconfirmedScreen = createScreen<PartnerUnconfirmedScreenProps>(
  'PartnerUnconfirmedScreen',
  PartnerUnconfirmed,
);

function PartnerUnconfirmed() {
  const query = usePartnerPackagesUnconfirmed();
  return <PartnerPackageList config={CONFIG} query={query} />;
}
