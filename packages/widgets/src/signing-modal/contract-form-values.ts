import type { ContractFormProblems, ContractFormValues, ContractTextField } from '@epp/core';
import type { TranslationKey } from '@epp/i18n';

/** The form before the profiles fill it: every field empty, terms not accepted, no method. */
export const EMPTY_CONTRACT_FORM: ContractFormValues = {
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

/** The personal section's fields, in order. */
export const PERSONAL_FIELDS: readonly ContractTextField[] = ['firstName', 'lastName', 'phone', 'profession', 'email'];
/** The company section's text fields after the name, in order; the basis stands after the first two. */
export const COMPANY_FIELDS: readonly ContractTextField[] = [
  'regNumber',
  'kmkr',
  'companyEmail',
  'iban',
  'fullAddress',
  'zipCode',
  'city',
];

/** How a text field is laid out and typed: e-mail and phone fields, the address across the row. */
export function fieldShape(field: ContractTextField): { wide?: boolean; type?: 'email' | 'tel' } {
  if (field === 'email' || field === 'companyEmail') return { type: 'email' };
  if (field === 'phone') return { type: 'tel' };
  return field === 'fullAddress' ? { wide: true } : {};
}

/** What a refused Sign says, in order: "fill every red field", then "no method chosen". */
export function signProblemKeys(problems: ContractFormProblems): TranslationKey[] {
  return [
    ...(problems.missing.length > 0 ? (['widgets.signingModal.fillAll'] as const) : []),
    ...(problems.methodMissing ? (['errors.signing.methodMissing'] as const) : []),
  ];
}
