import { useAdminClientUsers } from '@epp/api/hooks';
import type { Contract } from '@epp/api/schemas';
import { contractSignerOf, formatDisplayDateTime } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Button } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { styled } from 'styled-components';
import { actionRow } from '../../../kit';
import type { ContractActions } from './use-contract-actions';

const K = 'screens.operator.clientContracts';

const Row = styled.span`
  ${actionRow}
  align-items: center;
`;

/** When the signer's authorisation was confirmed (an ISO timestamp), as DD.MM.YYYY HH:mm; null when not. */
function confirmedAt(value: string | null | undefined): string | null {
  if (!value) return null;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? value : formatDisplayDateTime(instant);
}

export interface SignerAuthorisationProps {
  clientId: number;
  contract: Contract;
  actions: ContractActions;
}

/**
 * The signer's authorisation (spec operator §2): confirmed with its time, or not yet. Not confirmed offers
 * "Kinnita" and "Lükka tagasi", confirmed only "Lükka tagasi". The signer's user id comes from the client's
 * users (the contract names the signer only); without a match there is nothing to confirm.
 */
export function SignerAuthorisation({ clientId, contract, actions }: SignerAuthorisationProps) {
  const { t } = useEppTranslation();
  const { failureText } = useErrorText();
  const users = useAdminClientUsers({ params: { clientId } }, { enabled: !!contract.created_by });
  const signer = contractSignerOf(contract.created_by, users.data ?? []);
  const at = confirmedAt(contract.user_verified_at);
  const status = at === null ? t(`${K}.authorisation.unconfirmed`) : t(`${K}.authorisation.confirmed`, { date: at });
  if (users.error && !users.data)
    return (
      <Alert
        tone="error"
        title={failureText(`${K}.signerLoadError`, users.error)}
        onRetry={() => void users.refetch()}
      />
    );
  if (!signer) return <>{users.isPending && contract.created_by ? status : t(`${K}.authorisation.noSigner`)}</>;
  return (
    <Row>
      <span>{status}</span>
      {at === null && (
        <Button size="sm" isPending={actions.isAuthorising} onPress={() => actions.authorise(signer.user_id, true)}>
          {t(`${K}.confirm`)}
        </Button>
      )}
      <Button
        size="sm"
        variant="secondary"
        isDisabled={actions.isAuthorising}
        onPress={() => actions.authorise(signer.user_id, false)}
      >
        {t(`${K}.revoke`)}
      </Button>
    </Row>
  );
}
