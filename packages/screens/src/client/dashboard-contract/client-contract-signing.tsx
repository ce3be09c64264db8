import { ApiSigningModal } from '@epp/widgets/signing-modal';
import { useNavigate } from 'react-router';
import { routes } from '../../routes/route-table';
import { CONTRACT_EXISTS_STATE } from '../dashboard/contract-exists';

/** Where the signing modal sends the client after signing. */
const AFTER_SIGNING = { dashboard: routes.client.dashboard, invoices: routes.client.invoices } as const;

/**
 * The client's contract signing, wherever it opens (the dashboard's contract page, the profile's contract tab):
 * signed → the dashboard; the contract exists already (208) → the dashboard with its message. How the user
 * logged in comes from the session and the contract and terms links are the operator's, inside the modal.
 */
export function ClientContractSigning({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <ApiSigningModal
      isOpen={isOpen}
      onClose={onClose}
      after="dashboard"
      onSigned={(to) => navigate(AFTER_SIGNING[to].to())}
      onAlreadyExists={() => navigate(routes.client.dashboard.to(), { state: CONTRACT_EXISTS_STATE })}
    />
  );
}
