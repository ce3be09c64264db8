import { type ContractFormValues, controlCodeOf, isSigningBusy, type SigningState, type SignMethod } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Alert, announce, Button, Dialog, Modal } from '@epp/ui';
import { type ReactNode, useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { ContractFields } from './contract-fields';
import { signProblemKeys } from './contract-form-values';
import { ControlCodePanel } from './control-code-panel';
import { SignMethodGroup } from './sign-method-group';
import * as styles from './signing-modal.styles';
import { SigningOutcome } from './signing-outcome';
import { useContractForm } from './use-contract-form';

export interface CompanyHit {
  name: string;
  reg_code: string;
}

export interface SigningModalProps {
  isOpen: boolean;
  /** Closing by the user (Cancel, Escape); not offered while a signature is under way. */
  onClose: () => void;
  /** 'contract': the client's full form; 'methods-only': the operator's dialog (choose a method, sign). */
  variant?: 'contract' | 'methods-only';
  /** The form's starting values (from the profiles). */
  initialValues?: Partial<ContractFormValues>;
  /** The representation basis options; option '1' (board member) is enabled only by `boardMemberOptionEnabled`. */
  basisOptions?: readonly { value: string; label: string }[];
  /** From contractBasisFor: the user's personal code is among the board members. */
  boardMemberOptionEnabled?: boolean;
  /** Company lookup: called with the name once it has at least three characters (shouldSearchCompanies). */
  onCompanyQuery?: (query: string) => void;
  companyHits?: readonly CompanyHit[];
  /** A hit was chosen: answer the fields it fills (from the business register), or nothing. */
  onCompanyChosen?: (hit: CompanyHit) => Promise<Partial<ContractFormValues> | undefined> | undefined;
  contractHref?: string;
  termsHref?: string;
  /** The facts of the Mobile-ID enable rule: the login method ('mobile_id', …), phone and certificate. */
  methodFacts?: {
    loginMethod: string | null | undefined;
    phone: string | null | undefined;
    cert: string | null | undefined;
  };
  /** The flow's state (useSigningFlow), or an injected one for stories. */
  state: SigningState;
  /** Sign pressed: the form's verdict, the method and the values. */
  onSubmit: (input: { valid: boolean; method: SignMethod | null; values: ContractFormValues }) => void;
  onCancelSigning: () => void;
  onRetry: () => void;
}

const Body = styled.div`
  ${styles.body}
`;
const Actions = styled.div`
  ${styles.actions}
`;

/**
 * The contract signing dialog (spec client §2 "Contract signing modal", §5; operator's signing dialog):
 * personal and company sections, terms with links, the three methods (1 Mobile-ID, 2 Smart-ID, 3 ID-card)
 * and Sign. Presentational: the flow's state comes in, the user's decisions go out. While a Mobile-ID /
 * Smart-ID request waits the control code replaces the form; failures show their text with a retry.
 */
export function SigningModal({
  isOpen,
  onClose,
  variant = 'contract',
  initialValues,
  basisOptions,
  boardMemberOptionEnabled,
  onCompanyQuery,
  companyHits = [],
  onCompanyChosen,
  contractHref,
  termsHref,
  methodFacts = { loginMethod: null, phone: null, cert: null },
  state,
  onSubmit,
  onCancelSigning,
  onRetry,
}: SigningModalProps) {
  const { t } = useEppTranslation();
  const isContract = variant === 'contract';
  const form = useContractForm({ isContract, initialValues, onCompanyQuery, onCompanyChosen });
  const outcomeRef = useRef<HTMLDivElement>(null);
  const busy = isSigningBusy(state);
  const waiting = state.status === 'awaiting-confirmation' || state.status === 'polling';
  const finished = state.status === 'succeeded' || state.status === 'already-exists';
  const problemTexts = signProblemKeys(form.problems).map((key) => t(key));

  useEffect(() => {
    if (state.status === 'succeeded') announce(t('widgets.signingModal.signed'));
    // A status alert that appears already holding its text is not reliably read: the outcome is said here, once.
    if (state.status === 'canceled') announce(t('widgets.signingModal.canceled'));
    // The waiting panel that had focus is gone: the way on (retry) gets it.
    if (state.status === 'canceled' || state.status === 'failed') outcomeRef.current?.querySelector('button')?.focus();
  }, [state.status, t]);

  const sign = () => {
    if (busy) return;
    form.showProblems();
    if (form.invalid) announce(problemTexts.join(' '), 'assertive');
    onSubmit({ valid: !form.invalid, method: form.values.method, values: form.values });
  };

  let content: ReactNode;
  if (waiting) {
    content = <ControlCodePanel controlCode={controlCodeOf(state)} onCancel={onCancelSigning} />;
  } else {
    content = (
      <>
        {isContract && (
          <ContractFields
            form={form}
            companyHits={companyHits}
            basisOptions={basisOptions}
            boardMemberOptionEnabled={boardMemberOptionEnabled}
            contractHref={contractHref}
            termsHref={termsHref}
            isDisabled={busy}
          />
        )}
        <SignMethodGroup
          value={form.values.method}
          onChange={(method) => form.set('method', method)}
          methodFacts={methodFacts}
          isDisabled={busy}
          isMissing={form.showErrors && form.problems.methodMissing}
        />
        {form.showErrors && form.invalid && (
          <Alert tone="error" role="none" title={problemTexts[0]} lines={problemTexts.slice(1)} />
        )}
      </>
    );
  }

  return (
    <Modal isOpen={isOpen} isStatic={busy} size="lg" onOpenChange={(open) => !open && onClose()}>
      <Dialog
        title={isContract ? t('widgets.signingModal.title') : t('widgets.signingModal.operatorTitle')}
        actions={
          waiting ? undefined : (
            <Actions>
              {!busy && (
                <Button variant="secondary" onPress={onClose}>
                  {finished ? t('widgets.signingModal.done') : t('widgets.signingModal.close')}
                </Button>
              )}
              {finished ? null : (
                <Button variant="primary" onPress={sign} isPending={busy} isDisabled={busy}>
                  {t('widgets.signingModal.sign')}
                </Button>
              )}
            </Actions>
          )
        }
      >
        <Body>
          <SigningOutcome state={state} onRetry={onRetry} outcomeRef={outcomeRef} />
          {!finished && content}
        </Body>
      </Dialog>
    </Modal>
  );
}
