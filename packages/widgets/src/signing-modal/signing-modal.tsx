import {
  type ContractFormValues,
  type ContractTextField,
  contractFormProblems,
  controlCodeOf,
  hasContractFormProblems,
  isSigningBusy,
  isSignMethodEnabled,
  methodOnlyProblems,
  SIGN_METHOD_CODES,
  SIGN_METHODS,
  type SigningState,
  type SignMethod,
  shouldSearchCompanies,
} from '@epp/core';
import { type TranslationKey, useEppTranslation } from '@epp/i18n';
import { Alert, announce, Button, Checkbox, Dialog, Link, Modal, Radio, RadioGroup, TextField } from '@epp/ui';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { ControlCodePanel } from './control-code-panel';
import { failureText, METHOD_LABEL } from './signing-messages';
import * as styles from './signing-modal.styles';

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

const EMPTY: ContractFormValues = {
  firstName: '',
  lastName: '',
  phone: '',
  profession: '',
  email: '',
  companyName: '',
  regNumber: '',
  kmkr: '',
  basis: '',
  companyEmail: '',
  iban: '',
  fullAddress: '',
  zipCode: '',
  city: '',
  termsAccepted: false,
  method: null,
};

const PERSONAL: readonly ContractTextField[] = ['firstName', 'lastName', 'phone', 'profession', 'email'];
const COMPANY: readonly ContractTextField[] = [
  'regNumber',
  'kmkr',
  'companyEmail',
  'iban',
  'fullAddress',
  'zipCode',
  'city',
];

const Body = styled.div`
  ${styles.body}
`;
const Section = styled.fieldset`
  ${styles.section}
`;
const Legend = styled.legend`
  ${styles.legend}
`;
const Hits = styled.ul`
  ${styles.suggestions}
`;
const Links = styled.div`
  ${styles.links}
`;
const Actions = styled.div`
  ${styles.actions}
`;
const Detail = styled.p`
  ${styles.detail}
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
  basisOptions = [],
  boardMemberOptionEnabled = false,
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
  const { t, i18n } = useEppTranslation();
  const [values, setValues] = useState<ContractFormValues>(() => ({ ...EMPTY, ...initialValues }));
  const [showErrors, setShowErrors] = useState(false);
  const outcomeRef = useRef<HTMLDivElement>(null);
  /** The hits close once one is chosen and open again when the name is typed. */
  const [hitsOpen, setHitsOpen] = useState(true);
  const companyRef = useRef<HTMLDivElement>(null);
  const busy = isSigningBusy(state);
  const controlCode = controlCodeOf(state);
  const waiting = state.status === 'awaiting-confirmation' || state.status === 'polling';
  const isContract = variant === 'contract';
  const finished = state.status === 'succeeded' || state.status === 'already-exists';
  const problems = isContract ? contractFormProblems(values) : methodOnlyProblems(values.method);
  const invalid = hasContractFormProblems(problems);

  useEffect(() => {
    if (state.status === 'succeeded') announce(t('widgets.signingModal.signed'));
    // The waiting panel that had focus is gone: the way on (retry) gets it.
    if (state.status === 'canceled' || state.status === 'failed') outcomeRef.current?.querySelector('button')?.focus();
  }, [state.status, t]);

  const set = <K extends keyof ContractFormValues>(key: K, value: ContractFormValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));

  const errorOf = (field: ContractTextField | 'termsAccepted') =>
    showErrors && problems.missing.includes(field) ? t('widgets.signingModal.required') : undefined;

  const label = (field: ContractTextField) => t(`widgets.signingModal.fields.${field}` as TranslationKey);

  const textField = (field: ContractTextField, extra: { wide?: boolean; type?: 'email' | 'tel' } = {}) => (
    <div key={field} data-wide={extra.wide ? '' : undefined}>
      <TextField
        label={label(field)}
        type={extra.type}
        value={values[field]}
        onChange={(value) => set(field, value)}
        isRequired
        isDisabled={busy}
        errorMessage={errorOf(field)}
      />
    </div>
  );

  const changeCompanyName = (value: string) => {
    set('companyName', value);
    setHitsOpen(true);
    if (shouldSearchCompanies(value)) onCompanyQuery?.(value.trim());
  };

  const chooseCompany = async (hit: CompanyHit) => {
    set('companyName', hit.name);
    set('regNumber', hit.reg_code);
    setHitsOpen(false);
    companyRef.current?.querySelector('input')?.focus(); // the chosen hit's button is gone
    const filled = await onCompanyChosen?.(hit);
    if (filled) setValues((current) => ({ ...current, ...filled }));
  };

  const sign = () => {
    if (busy) return;
    setShowErrors(true);
    if (invalid) announce(problemsText().join(' '), 'assertive');
    onSubmit({ valid: !invalid, method: values.method, values });
  };

  const problemsText = () => [
    ...(problems.missing.length > 0 ? [t('widgets.signingModal.fillAll')] : []),
    ...(problems.methodMissing ? [t('errors.signing.methodMissing')] : []),
  ];

  const failure = state.status === 'failed' ? failureText(state.failure, i18n.language) : null;
  const translate = t as unknown as (key: TranslationKey, params?: Readonly<Record<string, string>>) => string;

  const methods = (
    <RadioGroup
      label={t('widgets.signingModal.method')}
      orientation="horizontal"
      value={values.method}
      onChange={(value) => set('method', value as SignMethod)}
      isDisabled={busy}
      isRequired
      errorMessage={showErrors && problems.methodMissing ? t('errors.signing.methodMissing') : undefined}
    >
      {SIGN_METHODS.map((method) => (
        <Radio key={method} value={method} isDisabled={!isSignMethodEnabled(method, methodFacts)}>
          {`${SIGN_METHOD_CODES[method]} ${t(METHOD_LABEL[method])}`}
        </Radio>
      ))}
    </RadioGroup>
  );

  let content: ReactNode;
  if (waiting) {
    content = <ControlCodePanel controlCode={controlCode} onCancel={onCancelSigning} />;
  } else {
    content = (
      <>
        {isContract && (
          <>
            <Section disabled={busy}>
              <Legend>{t('widgets.signingModal.personal')}</Legend>
              {PERSONAL.map((field) =>
                textField(field, field === 'email' ? { type: 'email' } : field === 'phone' ? { type: 'tel' } : {}),
              )}
            </Section>
            <Section disabled={busy}>
              <Legend>{t('widgets.signingModal.company')}</Legend>
              <div data-wide="" ref={companyRef}>
                <TextField
                  label={label('companyName')}
                  value={values.companyName}
                  onChange={changeCompanyName}
                  isRequired
                  isDisabled={busy}
                  description={t('widgets.signingModal.companyHint')}
                  errorMessage={errorOf('companyName')}
                />
                {hitsOpen && companyHits.length > 0 && shouldSearchCompanies(values.companyName) && (
                  <Hits aria-label={t('widgets.signingModal.companyHits')}>
                    {companyHits.map((hit) => (
                      <li key={hit.reg_code}>
                        <Button size="sm" variant="ghost" onPress={() => void chooseCompany(hit)}>
                          {`${hit.name} (${hit.reg_code})`}
                        </Button>
                      </li>
                    ))}
                  </Hits>
                )}
              </div>
              {COMPANY.slice(0, 2).map((field) => textField(field))}
              <div data-wide="">
                <RadioGroup
                  label={label('basis')}
                  orientation="horizontal"
                  value={values.basis === '' ? null : values.basis}
                  onChange={(value) => set('basis', value)}
                  isDisabled={busy}
                  isRequired
                  description={boardMemberOptionEnabled ? undefined : t('widgets.signingModal.basisHint')}
                  errorMessage={errorOf('basis')}
                >
                  {basisOptions.map((option) => (
                    <Radio
                      key={option.value}
                      value={option.value}
                      isDisabled={option.value === '1' && !boardMemberOptionEnabled}
                    >
                      {option.label}
                    </Radio>
                  ))}
                </RadioGroup>
              </div>
              {COMPANY.slice(2).map((field) =>
                textField(field, field === 'companyEmail' ? { type: 'email' } : { wide: field === 'fullAddress' }),
              )}
            </Section>
            <div>
              <Checkbox
                isSelected={values.termsAccepted}
                onChange={(value) => set('termsAccepted', value)}
                isDisabled={busy}
                isRequired
                isInvalid={errorOf('termsAccepted') !== undefined}
              >
                {t('widgets.signingModal.terms')}
              </Checkbox>
              <Links>
                {contractHref && (
                  <Link href={contractHref} isExternal>
                    {t('widgets.signingModal.contractLink')}
                  </Link>
                )}
                {termsHref && (
                  <Link href={termsHref} isExternal>
                    {t('widgets.signingModal.termsLink')}
                  </Link>
                )}
              </Links>
            </div>
          </>
        )}
        {methods}
        {showErrors && invalid && (
          <Alert tone="error" role="none" title={problemsText()[0]} lines={problemsText().slice(1)} />
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
          {state.status === 'succeeded' && <Alert tone="success" title={t('widgets.signingModal.signed')} />}
          {state.status === 'already-exists' && <Alert tone="info" title={t('widgets.signingModal.alreadyExists')} />}
          {state.status === 'canceled' && (
            <div ref={outcomeRef}>
              <Alert tone="warning" title={t('widgets.signingModal.canceled')}>
                <Button size="sm" variant="secondary" onPress={onRetry}>
                  {t('common.actions.retry')}
                </Button>
              </Alert>
            </div>
          )}
          {failure && (
            <div ref={outcomeRef}>
              <Alert tone="error" title={translate(failure.key, failure.params)}>
                {(failure.detailKey || failure.detailText) && (
                  <Detail>{failure.detailKey ? t(failure.detailKey) : failure.detailText}</Detail>
                )}
                <Button size="sm" variant="secondary" onPress={onRetry}>
                  {t('common.actions.retry')}
                </Button>
              </Alert>
            </div>
          )}
          {!finished && content}
        </Body>
      </Dialog>
    </Modal>
  );
}
