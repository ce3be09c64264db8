import { createScreen, ScreenLayout, useRouteTitle } from '../../kit';
import { CompanyUsersPanel } from '../../profile/users';
import { routes } from '../../routes/route-table';
import { PARTNER_PROFILE_TABS } from '../partner-tabs';

/** The page takes no props: the users are the active partner's. */
export type PartnerUsersScreenProps = Record<never, never>;

/**
 * /profile/users of a test laboratory (operator spec §2 "Partner screens": profile navigation has profile and
 * users; client spec §6): the laboratory's users (GET users/); a row opens the user's details. A partner user
 * adds users (POST profile/add-user/ with partner_id fixed at 1, no role choice) and removes them ("Kasutaja
 * eemaldatud.", §8), but does not edit them; nobody removes themselves.
 */
export const PartnerUsersScreen = createScreen<PartnerUsersScreenProps>('PartnerUsersScreen', PartnerUsers);

function PartnerUsers() {
  return (
    <ScreenLayout title={useRouteTitle(routes.partner.users)} tabs={PARTNER_PROFILE_TABS}>
      <CompanyUsersPanel area="partner" />
    </ScreenLayout>
  );
}
