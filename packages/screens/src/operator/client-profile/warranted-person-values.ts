// The warranted person form's values (spec operator §3 "Warranted person"), their problems and the body the
// create and change calls take. Every field is required; the personal code must be a valid Estonian one, the
// e-mail and phone well formed (@epp/core's rules, as the users' forms). Pure, so the rules are tested alone.
import type { WarrantedPerson } from '@epp/api/schemas';
import { emailProblem, fieldErrorText, isValidEstonianPersonalCode, phoneProblem } from '@epp/core';

/** The fields in the form's order; also the payload's names, so a server's field error finds its field. */
export const WARRANT_FIELDS = [
  'first_name',
  'last_name',
  'personal_code',
  'email',
  'phone',
  'company_name',
  'reg_code',
] as const;
export type WarrantField = (typeof WARRANT_FIELDS)[number];
export type WarrantValues = Record<WarrantField, string>;

export type WarrantProblem = 'required' | 'personalCode' | 'email' | 'phone';

/** A new person's form: the client's company and registry code filled in (the warrant is the client's). */
export function newWarrantValues(company: { name: string; reg_number: string } | undefined): WarrantValues {
  const values = Object.fromEntries(WARRANT_FIELDS.map((field) => [field, ''])) as WarrantValues;
  return { ...values, company_name: company?.name ?? '', reg_code: company?.reg_number ?? '' };
}

export function warrantValuesOf(person: WarrantedPerson): WarrantValues {
  return Object.fromEntries(WARRANT_FIELDS.map((field) => [field, person[field]])) as WarrantValues;
}

export function warrantProblems(values: WarrantValues): ReadonlyMap<WarrantField, WarrantProblem> {
  const problems = new Map<WarrantField, WarrantProblem>();
  for (const field of WARRANT_FIELDS) if (values[field].trim() === '') problems.set(field, 'required');
  if (!problems.has('personal_code') && !isValidEstonianPersonalCode(values.personal_code.trim()))
    problems.set('personal_code', 'personalCode');
  if (!problems.has('email') && emailProblem(values.email.trim()) !== null) problems.set('email', 'email');
  if (!problems.has('phone') && phoneProblem(values.phone) !== null) problems.set('phone', 'phone');
  return problems;
}

export function warrantBody(values: WarrantValues): WarrantValues {
  return Object.fromEntries(WARRANT_FIELDS.map((field) => [field, values[field].trim()])) as WarrantValues;
}

/**
 * The server's refusals per field, from a 400 answer shaped `{ field: ['reason', ...] }`: each field gets its
 * first reason; anything else gives none.
 */
export function warrantServerErrors(body: unknown): Partial<Record<WarrantField, string>> {
  const errors: Partial<Record<WarrantField, string>> = {};
  for (const field of WARRANT_FIELDS) {
    const reason = fieldErrorText(body, field);
    if (reason !== undefined) errors[field] = reason;
  }
  return errors;
}
