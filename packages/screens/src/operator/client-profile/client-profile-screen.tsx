import { createScreen } from '../../kit';
import { routes } from '../../routes/route-table';
import { ClientPageLayout } from '../client-page';
import { ClientBusinessSection } from './client-business-section';
import { ClientContractsSection } from './client-contracts-section';
import { ClientWarrantedPersonsSection } from './client-warranted-persons-section';

export interface ClientProfileScreenProps {
  /** The client's id, from the address (/users/clients/:id[/profile]); NaN where malformed, which is "not found". */
  id: number;
}

/**
 * One client's profile for the operator (/users/clients/{id} and /users/clients/{id}/profile, spec operator §2
 * "Client page"): the business registry data with "Sünkroniseeri pakendid", the contracts section and the
 * warranted persons. Each section loads and fails on its own, so one failed call leaves the others usable; a
 * client that is not there is the frame's "not found" (ClientPageLayout), with no section.
 */
export const ClientProfileScreen = createScreen<ClientProfileScreenProps>('ClientProfileScreen', ClientProfile);

function ClientProfile({ id }: ClientProfileScreenProps) {
  return (
    <ClientPageLayout route={routes.operator.clientProfile} clientId={id} pageShowsClientFailure>
      <ClientBusinessSection clientId={id} />
      <ClientContractsSection clientId={id} />
      <ClientWarrantedPersonsSection clientId={id} />
    </ClientPageLayout>
  );
}
