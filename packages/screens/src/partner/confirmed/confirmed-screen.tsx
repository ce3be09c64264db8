import { usePartnerPackagesConfirmed } from '@epp/api/hooks';
import { createScreen } from '../../kit/screen-layout';
import { routes } from '../../routes/route-table';
import { type PartnerListConfig, PartnerPackageList } from '../package-lists';

/** The list takes no props: its filters, sort and page are in the address. */
export type PartnerConfirmedScreenProps = Record<never, never>;

const CONFIG: PartnerListConfig = {
  route: routes.partner.confirmed,
  caption: 'screens.partner.partnerConfirmed.caption',
  exportNames: {
    fileName: 'screens.partner.partnerConfirmed.exportFile',
    sheetName: 'screens.partner.partnerConfirmed.exportSheet',
  },
  onScan: 'expand',
  isReadOnly: true,
};

/** /packages/confirmed: packages with confirmed tests (GET partner/packages-confirmed/), read-only. */
export const PartnerConfirmedScreen = createScreen<PartnerConfirmedScreenProps>(
  'PartnerConfirmedScreen',
  PartnerConfirmed,
);

function PartnerConfirmed() {
  const query = usePartnerPackagesConfirmed();
  return <PartnerPackageList config={CONFIG} query={query} />;
}
