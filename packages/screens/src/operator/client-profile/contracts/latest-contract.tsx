import type { Contract } from '@epp/api/schemas';
import { canSignContract, canTerminateContract, canUploadContractDocument } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, Link } from '@epp/ui';
import { DocumentFileButton } from '@epp/widgets/import-dropzone';
import { ApiSigningModal } from '@epp/widgets/signing-modal';
import { StatusBadge } from '@epp/widgets/status-badge';
import { useState } from 'react';
import { styled } from 'styled-components';
import { actionRow } from '../../../kit';
import { contractDate } from '../../../profile/contract-table';
import { FactsList } from '../../../profile/facts-list';
import { SignerAuthorisation } from './signer-authorisation';
import { TerminateContract } from './terminate-contract';
import type { ContractActions } from './use-contract-actions';

const K = 'screens.operator.clientContracts';

const Actions = styled.div`
  ${actionRow}
  margin-top: ${({ theme }) => theme.space[4]};
`;

/** The file the operator opens: the signed document once there is one, else the client's container, else the draft. */
const latestFile = (contract: Contract): string | null =>
  contract.signed_document || contract.bdoc || contract.url || contract.document || null;

export interface LatestContractProps {
  clientId: number;
  contract: Contract;
  actions: ContractActions;
  /** Signed by the operator: the contracts are asked again (a signature's status call invalidates nothing). */
  onSigned: () => void;
}

/**
 * The client's latest contract (spec operator §2): number, status (NOT_SIGNED a warning for the operator),
 * submitted and signed dates, its file, the signer's authorisation; then the document upload and "sign" while
 * it waits for the operator, or "terminate" once approved and not ended.
 */
export function LatestContract({ clientId, contract, actions, onSigned }: LatestContractProps) {
  const { t } = useEppTranslation();
  const [isSigning, setSigning] = useState(false);
  const file = latestFile(contract);
  return (
    <>
      <FactsList
        facts={[
          { label: t(`${K}.fields.number`), value: contract.number },
          {
            label: t(`${K}.fields.status`),
            value: (
              <StatusBadge
                family="contract"
                audience="admin"
                value={contract.status.value}
                label={contract.status.label}
              />
            ),
          },
          { label: t(`${K}.fields.submitted`), value: contractDate(contract.created_at) },
          { label: t(`${K}.fields.signed`), value: contractDate(contract.approved_at) },
          {
            label: t(`${K}.fields.file`),
            value:
              file === null ? (
                t(`${K}.noFile`)
              ) : (
                <Link href={file} isExternal>
                  {t(`${K}.openFile`, { number: contract.number })}
                </Link>
              ),
          },
          { label: t(`${K}.fields.signer`), value: contract.created_by ?? null },
          {
            label: t(`${K}.fields.authorisation`),
            value: <SignerAuthorisation clientId={clientId} contract={contract} actions={actions} />,
          },
        ]}
      />
      <Actions>
        {canUploadContractDocument({ ...contract, status: contract.status.value }) && (
          <DocumentFileButton
            isPending={actions.isUploading}
            onFile={(chosen) => actions.upload(contract.id, chosen)}
            onRefused={actions.refuseFile}
          >
            {t(`${K}.upload`)}
          </DocumentFileButton>
        )}
        {canSignContract({ status: contract.status.value }) && (
          <Button onPress={() => setSigning(true)}>{t(`${K}.sign`)}</Button>
        )}
        {canTerminateContract({ ...contract, status: contract.status.value }) && (
          <TerminateContract contract={contract} actions={actions} />
        )}
      </Actions>
      {isSigning && (
        <ApiSigningModal
          isOpen
          onClose={() => setSigning(false)}
          contractId={contract.id}
          onSigned={() => {
            setSigning(false);
            actions.signed();
            onSigned();
          }}
        />
      )}
    </>
  );
}
