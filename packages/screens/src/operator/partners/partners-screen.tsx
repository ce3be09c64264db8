import { createScreen, ScreenLayout, useRouteTitle } from '../../kit';
import { CompanyUsersPanel } from '../../profile/users';
import { routes } from '../../routes/route-table';
import { OPERATOR_USERS_TABS } from '../users-tabs';

/** The page takes no props: the users are the test laboratory's. */
export type PartnersScreenProps = Record<never, never>;

/**
 * The partner's users for the operator (/users/partners, operator spec §2 "User tables", §6 "add/remove partner
 * users"): the users table with its row menu and "Lisa kasutaja" (partner_id 1, no role choice).
 */
export const PartnersScreen = createScreen<PartnersScreenProps>('PartnersScreen', Partners);

function Partners() {
  return (
    <ScreenLayout title={useRouteTitle(routes.operator.partners)} tabs={OPERATOR_USERS_TABS}>
      <CompanyUsersPanel area="operator-partners" />
    </ScreenLayout>
  );
}
