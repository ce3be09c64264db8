import type { Contract } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { ConfirmButton } from '@epp/ui';
import { useErrorText } from '@epp/widgets/error-text';
import type { ContractActions } from './use-contract-actions';

const K = 'screens.operator.clientContracts';

/**
 * "Lõpeta leping" (spec operator §4: only once approved and not already terminated): asked in a danger
 * confirmation that starts on Cancel and says the accounting system must be updated separately; confirm fires
 * once; a failure is said in the dialog, which stays open (the kit's policy for a failed confirm).
 */
export function TerminateContract({ contract, actions }: { contract: Contract; actions: ContractActions }) {
  const { t } = useEppTranslation();
  const { errorText } = useErrorText();
  return (
    <ConfirmButton
      label={t(`${K}.terminate`)}
      variant="danger"
      title={t(`${K}.terminateTitle`, { number: contract.number })}
      onConfirm={() => actions.terminate(contract.id)}
      // The spec's text has no slot for the reason: it goes on a line under it.
      failure={(error) => ({ title: t('errors.contracts.end'), lines: [errorText(error)] })}
    >
      <p>{t(`${K}.terminateText`)}</p>
    </ConfirmButton>
  );
}
