import { createScreen, ScreenLayout, useRouteTitle } from '../../kit';
import { CompanyUsersPanel } from '../../profile/users';
import { routes } from '../../routes/route-table';
import { OPERATOR_USERS_TABS } from '../users-tabs';

/** The page takes no props: the users are the operator's own. */
export type EppUsersScreenProps = Record<never, never>;

/**
 * The operator's own users (/users/epp, operator spec §2 "User tables", §6 "add/remove EPP users"): the users
 * table with its row menu (nobody removes themselves) and "Lisa kasutaja" (no company, no role choice).
 */
export const EppUsersScreen = createScreen<EppUsersScreenProps>('EppUsersScreen', EppUsers);

function EppUsers() {
  return (
    <ScreenLayout title={useRouteTitle(routes.operator.eppUsers)} tabs={OPERATOR_USERS_TABS}>
      <CompanyUsersPanel area="operator-epp" />
    </ScreenLayout>
  );
}
