import { createScreen } from '../../kit';
import { CompanyUsersPanel } from '../../profile/users';
import { routes } from '../../routes/route-table';
import { ClientPageLayout } from '../client-page';

export interface ClientUsersScreenProps {
  /** The client's id, from the address (/users/clients/:id/users); NaN where malformed. */
  id: number;
}

/**
 * One client's users for the operator (/users/clients/{id}/users, operator spec §2 "Client page" Users tab and
 * "User tables"): the users table with its row menu (edit data, send new password, remove user) and "Lisa
 * kasutaja" with the role choice; the client then sees the user in its own /profile/users.
 */
export const ClientUsersScreen = createScreen<ClientUsersScreenProps>('ClientUsersScreen', ClientUsers);

function ClientUsers({ id }: ClientUsersScreenProps) {
  return (
    <ClientPageLayout route={routes.operator.clientUsers} clientId={id}>
      <CompanyUsersPanel area="operator-client" clientId={id} />
    </ClientPageLayout>
  );
}
