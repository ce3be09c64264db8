import { isApiError } from '@epp/api/client';
import {
  useApiClient,
  useBasisOptions,
  useCompanyDetails,
  useCompanyProfile,
  useCreateContract,
  useCurrentUser,
  useLoginFacts,
  usePersonalProfile,
  useSearchCompanies,
  useSignContainerIdCard,
  useSignContainerMobile,
  useSignContainerSmart,
  useSignContract,
  useSignIdCard,
  useSignMobile,
  useSignSmart,
  useUpdatePersonalProfile,
} from '@epp/api/hooks';
import { type ContractFormValues, OPERATOR_LINKS, type SignMethod } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { useEffect, useState } from 'react';
import { useErrorText } from '../error-text';
import {
  companyDetailsFill,
  contractBody,
  contractFormFromProfiles,
  personalProfileUpdate,
} from './contract-profile-values';
import type { IdCardAdapter } from './id-card-adapter';
import { STATUS_MODE } from './signing-messages';
import { SigningModal } from './signing-modal';
import { type SigningPrefill, SigningPrefillDialog } from './signing-prefill';
import { type SigningSteps, useSigningFlow } from './use-signing-flow';

export interface ApiSigningModalProps {
  isOpen: boolean;
  onClose: () => void;
  /** Where the caller sends the user after signing; handed back to `onSigned`. */
  after?: 'dashboard' | 'invoices';
  onSigned: (destination: 'dashboard' | 'invoices') => void;
  /** create-contract answered 208: the contract exists (the caller goes to the dashboard with a message). */
  onAlreadyExists?: () => void;
  /** The operator's dialog: signs this contract's container (no form, no save step). */
  contractId?: number;
  /**
   * How the user logged in ('mobile_id', 'smart_id', 'id_card', 'email') and the login's certificate, for the
   * Mobile-ID rule; the session's own (recorded at login) when not given.
   */
  loginMethod?: string | null;
  cert?: string | null;
  /** The contract and the terms beside the terms checkbox; the operator's (OPERATOR_LINKS) by default. */
  contractHref?: string;
  termsHref?: string;
  idCard?: IdCardAdapter;
  /** The status poll interval (1000 ms by default). */
  intervalMs?: number;
}

/** The loads the form starts from: still loading, the first failure (with a retry of every failed one), or ready. */
function prefillOf(
  loads: readonly { isPending: boolean; error: unknown; refetch: () => unknown }[],
): SigningPrefill | null {
  const failed = loads.filter((load) => load.error !== null && load.error !== undefined);
  if (failed.length > 0)
    return {
      status: 'failed',
      error: failed[0]?.error,
      onRetry: () => {
        for (const load of failed) void load.refetch();
      },
    };
  return loads.some((load) => load.isPending) ? { status: 'loading' } : null;
}

/**
 * The SigningModal wired to @epp/api: the form starts from the personal and company profiles; Sign saves the
 * personal fields when they were changed (PUT profile/user-data/: the contract is made from the saved profile; a
 * failure stops there and the form keeps what was typed), then the contract (document/create-contract/, 208 →
 * onAlreadyExists; then document/sign-contract/ with the URL), starts dokobit/sign/{method} (the operator:
 * sign-container with the contract id), shows the control code and polls dokobit/digital-sign/status/ every
 * second; success → onSigned(after).
 */
export function ApiSigningModal({
  isOpen,
  onClose,
  after = 'dashboard',
  onSigned,
  onAlreadyExists,
  contractId,
  loginMethod: givenLoginMethod,
  cert: givenCert,
  contractHref = OPERATOR_LINKS.contract,
  termsHref = OPERATOR_LINKS.terms,
  idCard,
  intervalMs,
}: ApiSigningModalProps) {
  const language = useInterfaceLanguage();
  const { errorText } = useErrorText();
  const isOperator = contractId !== undefined;
  const client = useApiClient();
  const session = useLoginFacts();
  const loginMethod = givenLoginMethod === undefined ? (session?.loginMethod ?? null) : givenLoginMethod;
  const cert = givenCert === undefined ? (session?.cert ?? null) : givenCert;
  const user = useCurrentUser();
  const personal = usePersonalProfile(undefined, { enabled: !isOperator });
  const company = useCompanyProfile(undefined, { enabled: !isOperator });
  const basis = useBasisOptions(undefined, { enabled: !isOperator });
  // The company's board from the business register, so the basis rule holds for the prefilled company at once.
  const regCode = company.data?.reg_number ?? '';
  const board = useCompanyDetails({ body: { reg_code: regCode } }, { enabled: !isOperator && regCode !== '' });
  const [query, setQuery] = useState('');
  const hits = useSearchCompanies({ params: { query } }, { enabled: query !== '' });
  const [chosenCompanyBoardMember, setBoardMember] = useState<boolean | null>(null);
  const updatePersonal = useUpdatePersonalProfile();
  const createContract = useCreateContract();
  const signContract = useSignContract();
  const start = {
    'mobile-id': [useSignMobile(), useSignContainerMobile()],
    'smart-id': [useSignSmart(), useSignContainerSmart()],
    'id-card': [useSignIdCard(), useSignContainerIdCard()],
  } as const;
  const personalCode = user.data?.personal_code ?? '';
  const phone = user.data?.phone ?? personal.data?.phone ?? '';

  const steps: SigningSteps<ContractFormValues> = {
    ...(isOperator
      ? {}
      : {
          // The contract is made from the saved profile: a corrected personal field is saved first.
          saveProfile: async (values) => {
            const body = personalProfileUpdate(values, personal.data);
            if (body) await updatePersonal.mutateAsync({ body });
          },
          save: async (values) => {
            const created = await createContract.mutateAsync({ body: contractBody(values) });
            if (created.status === 208) return 'already-exists';
            await signContract.mutateAsync({ body: { ...contractBody(values), url: created.data.data?.url ?? '' } });
            return 'saved';
          },
        }),
    prepare: (method: SignMethod, { values, cert: cardCert }) => {
      const [own, container] = start[method];
      const signer = {
        phone_number: method === 'smart-id' ? '' : values.phone || phone,
        personal_code: personalCode,
        cert,
      };
      if (method === 'id-card') {
        const body = { cert: cardCert ?? '' };
        return isOperator
          ? (container as (typeof start)['id-card'][1]).mutateAsync({ body: { ...body, contract_id: contractId } })
          : (own as (typeof start)['id-card'][0]).mutateAsync({ body });
      }
      return isOperator
        ? (container as (typeof start)['mobile-id'][1]).mutateAsync({ body: { ...signer, contract_id: contractId } })
        : (own as (typeof start)['mobile-id'][0]).mutateAsync({ body: signer });
    },
    status: ({ method, token, signatureValue }, signal) =>
      client.call(
        'signStatus',
        {
          body: {
            token,
            mode: STATUS_MODE[method],
            signature_value: signatureValue,
            contract_id: contractId ?? null,
          },
        },
        { signal },
      ),
  };
  const flow = useSigningFlow({
    steps,
    language,
    ...(idCard ? { idCard } : {}),
    ...(intervalMs ? { intervalMs } : {}),
    errorText: (error) => {
      if (isApiError(error) && error.entries.length > 0)
        return error.entries.map((entry) => entry.code ?? '').join(' ');
      return errorText(error);
    },
  });

  const status = flow.state.status;
  useEffect(() => {
    if (status === 'succeeded') onSigned(after);
    if (status === 'already-exists') onAlreadyExists?.();
  }, [status, after, onSigned, onAlreadyExists]);

  if (!isOperator) {
    const prefill = prefillOf([personal, company, basis, ...(regCode === '' ? [] : [board])]);
    if (prefill) return <SigningPrefillDialog isOpen={isOpen} onClose={onClose} prefill={prefill} />;
  }
  const boardRule = board.data ? companyDetailsFill(board.data, personalCode) : null;
  const boardMember = chosenCompanyBoardMember ?? boardRule?.boardMemberOptionEnabled ?? false;
  const initialValues = isOperator
    ? {}
    : {
        ...contractFormFromProfiles(personal.data, company.data),
        ...(boardRule ? { basis: boardRule.fill.basis } : {}),
      };

  return (
    <SigningModal
      isOpen={isOpen}
      onClose={onClose}
      variant={isOperator ? 'methods-only' : 'contract'}
      initialValues={initialValues}
      basisOptions={(basis.data ?? []).map((option) => ({ value: String(option.value), label: option.label }))}
      boardMemberOptionEnabled={boardMember}
      onCompanyQuery={setQuery}
      companyHits={hits.data ?? []}
      onCompanyChosen={async (hit) => {
        const details = await client.call('companyDetails', { body: { reg_code: hit.reg_code } });
        const { fill, boardMemberOptionEnabled } = companyDetailsFill(details, personalCode);
        setBoardMember(boardMemberOptionEnabled);
        return fill;
      }}
      contractHref={contractHref}
      termsHref={termsHref}
      methodFacts={{ loginMethod, phone, cert }}
      state={flow.state}
      onSubmit={flow.submit}
      onCancelSigning={flow.cancel}
      onRetry={flow.retry}
    />
  );
}
