// The operator's actions on a client's latest contract (spec operator §2 "Contracts section", §7): confirm or
// revoke the signer's authorisation, upload a signed document, terminate. Each runs once however often pressed
// and says how it went in the page's alert (one id per action, so a new answer replaces the last); a failure
// changes nothing on the page (the contracts are refetched only after a success, by the mutations' invalidation).
import { useEndContract, useSetClientUserConnection, useUploadContractFile } from '@epp/api/hooks';
import { type Message, message } from '@epp/i18n';
import { useSubmitOnce } from '@epp/ui';
import { errorMessage } from '@epp/widgets/error-text';
import { usePageAlerts } from '../../../kit';

const K = 'screens.operator.clientContracts';
export const CONTRACT_ALERT = {
  authorisation: 'client-contract-authorisation',
  upload: 'client-contract-upload',
  end: 'client-contract-end',
  sign: 'client-contract-sign',
} as const;

export function useContractActions(clientId: number) {
  const alerts = usePageAlerts();
  const connection = useSetClientUserConnection();
  const upload = useUploadContractFile();
  const end = useEndContract();

  const authorise = useSubmitOnce(async (userId: number, isVerified: boolean) => {
    alerts.dismiss(CONTRACT_ALERT.authorisation);
    try {
      await connection.mutateAsync({ body: { is_verified: isVerified, user_id: userId, client_id: clientId } });
      alerts.success(message(isVerified ? `${K}.confirmed` : `${K}.revoked`), { id: CONTRACT_ALERT.authorisation });
    } catch (error) {
      // the spec's text has no slot for the reason: it goes on a line under it
      alerts.error(message('errors.contracts.authorisation'), {
        id: CONTRACT_ALERT.authorisation,
        lines: [errorMessage(error)],
      });
    }
  });

  const uploadFile = useSubmitOnce(async (contractId: number, file: File) => {
    alerts.dismiss(CONTRACT_ALERT.upload);
    try {
      await upload.mutateAsync({ params: { contract_id: contractId }, body: { file } });
      alerts.success(message(`${K}.uploaded`), { id: CONTRACT_ALERT.upload });
    } catch (error) {
      alerts.error(message('errors.contracts.upload'), { id: CONTRACT_ALERT.upload, lines: [errorMessage(error)] });
    }
  });

  return {
    authorise: (userId: number, isVerified: boolean) => void authorise.run(userId, isVerified),
    isAuthorising: authorise.isPending,
    upload: (contractId: number, file: File) => void uploadFile.run(contractId, file),
    isUploading: uploadFile.isPending,
    /** A chosen file refused before any upload: said as the upload's failure, with the refusal's reason. */
    refuseFile: (reason: Message) =>
      alerts.error(message('errors.contracts.upload'), { id: CONTRACT_ALERT.upload, lines: [reason] }),
    /** Terminates; rejects on failure, so the confirmation stays open and says why. */
    terminate: async (contractId: number) => {
      alerts.dismiss(CONTRACT_ALERT.end);
      await end.mutateAsync({ params: { contract_id: contractId } });
      alerts.success(message(`${K}.terminated`), { id: CONTRACT_ALERT.end });
    },
    signed: () => alerts.success(message(`${K}.signed`), { id: CONTRACT_ALERT.sign }),
  };
}

export type ContractActions = ReturnType<typeof useContractActions>;
