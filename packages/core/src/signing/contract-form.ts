import type { SignMethod } from './machine';

// The contract signing form's rules (spec client §5): every personal and company field is required, the
// terms must be accepted and a method chosen; Mobile-ID only under its enable rule.

/** The form's values; `basis` is the representation basis option ('1' board member, '2' warrant). */
export interface ContractFormValues {
  firstName: string;
  lastName: string;
  phone: string;
  profession: string;
  email: string;
  companyName: string;
  regNumber: string;
  kmkr: string;
  basis: string;
  companyEmail: string;
  iban: string;
  fullAddress: string;
  zipCode: string;
  city: string;
  termsAccepted: boolean;
  method: SignMethod | null;
}

export type ContractTextField = Exclude<keyof ContractFormValues, 'termsAccepted' | 'method'>;

export const CONTRACT_PERSONAL_FIELDS = ['firstName', 'lastName', 'phone', 'profession', 'email'] as const;
export const CONTRACT_COMPANY_FIELDS = [
  'companyName',
  'regNumber',
  'kmkr',
  'basis',
  'companyEmail',
  'iban',
  'fullAddress',
  'zipCode',
  'city',
] as const;

export interface ContractFormProblems {
  /** Empty required fields, plus 'termsAccepted' when the terms are not accepted ("all fields must be filled"). */
  missing: Array<ContractTextField | 'termsAccepted'>;
  /** No method chosen ("Allkirjastamismeetod on valimata!"). */
  methodMissing: boolean;
}

/** Every problem at once, so each invalid field is flagged (and re-checked on each change after a submit). */
export function contractFormProblems(values: ContractFormValues): ContractFormProblems {
  const missing: ContractFormProblems['missing'] = [...CONTRACT_PERSONAL_FIELDS, ...CONTRACT_COMPANY_FIELDS].filter(
    (field) => values[field].trim() === '',
  );
  if (!values.termsAccepted) missing.push('termsAccepted');
  return { missing, methodMissing: values.method === null };
}

export function hasContractFormProblems(problems: ContractFormProblems): boolean {
  return problems.missing.length > 0 || problems.methodMissing;
}

/** Signing with only a method to choose (the operator's dialog): the method is the one rule. */
export function methodOnlyProblems(method: SignMethod | null): ContractFormProblems {
  return { missing: [], methodMissing: method === null };
}

/**
 * Mobile-ID is offered only when the user logged in with Mobile-ID, a phone number exists and there is no
 * (ID-card) certificate; Smart-ID and ID-card are always offered.
 */
export function isSignMethodEnabled(
  method: SignMethod,
  facts: { loginMethod: string | null | undefined; phone: string | null | undefined; cert: string | null | undefined },
): boolean {
  if (method !== 'mobile-id') return true;
  return facts.loginMethod === 'mobile_id' && !!facts.phone?.trim() && !facts.cert;
}
