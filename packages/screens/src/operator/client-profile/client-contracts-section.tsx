import { useClientContracts } from '@epp/api/hooks';
import { useEppTranslation } from '@epp/i18n';
import { Alert, Card, Skeleton, SkeletonGroup } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import { styled } from 'styled-components';
import { ContractTable } from '../../profile/contract-table';
import { LatestContract } from './contracts/latest-contract';
import { useContractActions } from './contracts/use-contract-actions';

const K = 'screens.operator.clientContracts';

export interface ClientContractsSectionProps {
  /** The client's id from the address; NaN where malformed. */
  clientId: number;
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[5]};
`;
const Subheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.size.md};
`;
const Note = styled.p`
  margin: 0;
`;

/**
 * The contracts section of a client's profile for the operator (spec operator §2 "Contracts section", GET
 * administrator/client-contracts/{id}/): the latest contract with its actions, the older (ended) ones in the
 * client's own contract table; "Lepingut ei leitud." when there is none. It loads and fails on its own.
 */
export function ClientContractsSection({ clientId }: ClientContractsSectionProps) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  const isValidId = Number.isFinite(clientId);
  const contracts = useClientContracts({ params: { client_id: clientId } }, { enabled: isValidId });
  const actions = useContractActions(clientId);
  if (!isValidId) return null;
  const data = contracts.data;
  return (
    <Card title={t(`${K}.title`)}>
      {contracts.error ? (
        // the spec's text has no slot for the reason: it goes under it. A failed refetch (after an action) shows
        // it above the contracts last loaded, which stay.
        <Alert tone="error" title={t('errors.contracts.load')} onRetry={() => void contracts.refetch()}>
          {errorText(contracts.error)}
        </Alert>
      ) : null}
      {!data ? (
        contracts.error ? null : (
          <SkeletonGroup label={t(`${K}.loading`)}>
            <Skeleton lines={7} width="20em" />
          </SkeletonGroup>
        )
      ) : data.latest === null ? (
        <Note>{t(`${K}.empty`)}</Note>
      ) : (
        <Body>
          <div>
            <LatestContract
              clientId={clientId}
              contract={data.latest}
              actions={actions}
              onSigned={() => void contracts.refetch()}
            />
          </div>
          {data.older_contracts.length > 0 && (
            <div>
              <Subheading>{t(`${K}.older`)}</Subheading>
              <ContractTable
                contracts={data.older_contracts}
                caption={t(`${K}.older`)}
                emptyText={t(`${K}.olderEmpty`)}
              />
            </div>
          )}
        </Body>
      )}
    </Card>
  );
}
