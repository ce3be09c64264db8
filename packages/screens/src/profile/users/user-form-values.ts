// The values of the add-user form and the user-details form, their problems (spec §5 "Add user": every field
// required, the personal code digits only — and, @epp/core's rules, an Estonian personal code, an e-mail and a
// phone number), the server's refusals per field, and the bodies the calls take. Pure, so the rules are tested
// without rendering.
import type { CompanyUser } from '@epp/api/schemas';
import { emailProblem, fieldErrorText, isValidEstonianPersonalCode, phoneProblem } from '@epp/core';

export interface UserFormValues {
  firstName: string;
  lastName: string;
  personalCode: string;
  phone: string;
  email: string;
  /** The add call's `profession`; a company user's `position`. */
  profession: string;
  /** The role: CLIENT_ADMIN when true, CLIENT_USER when false (clients only). */
  isClientAdmin: boolean;
  /** Whether the company has confirmed the user (details only). */
  isVerified: boolean;
}

export type UserTextField = 'firstName' | 'lastName' | 'personalCode' | 'phone' | 'email' | 'profession';

/** The text fields in the form's order. */
export const USER_TEXT_FIELDS: readonly UserTextField[] = [
  'firstName',
  'lastName',
  'personalCode',
  'phone',
  'email',
  'profession',
];

export type UserFieldProblem = 'required' | 'digits' | 'personalCode' | 'email' | 'phone';

export const EMPTY_USER_VALUES: UserFormValues = {
  firstName: '',
  lastName: '',
  personalCode: '',
  phone: '',
  email: '',
  profession: '',
  isClientAdmin: false,
  isVerified: false,
};

/**
 * Each field's problem, if it has one: empty; a personal code with other than digits (the spec's rule), or
 * digits that are no Estonian personal code (date of birth, check digit); a malformed e-mail or phone number.
 */
export function userFormProblems(values: UserFormValues): ReadonlyMap<UserTextField, UserFieldProblem> {
  const problems = new Map<UserTextField, UserFieldProblem>();
  for (const field of USER_TEXT_FIELDS) if (values[field].trim() === '') problems.set(field, 'required');
  const personalCode = values.personalCode.trim();
  if (!problems.has('personalCode') && !/^\d+$/.test(personalCode)) problems.set('personalCode', 'digits');
  if (!problems.has('personalCode') && !isValidEstonianPersonalCode(personalCode))
    problems.set('personalCode', 'personalCode');
  if (!problems.has('email') && emailProblem(values.email) === 'invalid') problems.set('email', 'email');
  if (!problems.has('phone') && phoneProblem(values.phone) === 'invalid') problems.set('phone', 'phone');
  return problems;
}

/** The payload names of the form's fields in the add and the update bodies (the server names its refusals so). */
const PAYLOAD_NAMES: Record<UserTextField, readonly string[]> = {
  firstName: ['first_name', 'name'],
  lastName: ['last_name'],
  personalCode: ['personal_code'],
  phone: ['phone'],
  email: ['email'],
  profession: ['profession', 'position'],
};

export type UserServerErrors = Partial<Record<UserTextField, string>>;

/**
 * The server's refusals per field, from a 400 answer shaped `{ field: ['reason', ...] }` (payload names): each
 * form field gets its first reason. Anything else gives none.
 */
export function userServerErrors(body: unknown): UserServerErrors {
  const errors: UserServerErrors = {};
  for (const field of USER_TEXT_FIELDS) {
    const reason = PAYLOAD_NAMES[field].map((name) => fieldErrorText(body, name)).find((text) => text !== undefined);
    if (reason !== undefined) errors[field] = reason;
  }
  return errors;
}

/**
 * Who the new user joins: the active client, or (partner area) the partner, whose id the spec fixes at 1; or,
 * for the operator, the client whose page it is, the partner (again 1) or the operator itself (neither id).
 */
export type UserOrganisation = { kind: 'client'; clientId: number | null } | { kind: 'partner' } | { kind: 'epp' };

/** POST profile/add-user/'s body. */
export function addUserBody(values: UserFormValues, organisation: UserOrganisation) {
  return {
    is_client_admin: organisation.kind === 'client' && values.isClientAdmin,
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    personal_code: values.personalCode.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    profession: values.profession.trim(),
    partner_id: organisation.kind === 'partner' ? 1 : null,
    client_id: organisation.kind === 'client' ? organisation.clientId : null,
  };
}

/** A company user as the details form shows it. */
export function userFormValuesOf(user: CompanyUser): UserFormValues {
  return {
    firstName: user.name,
    lastName: user.last_name,
    personalCode: user.personal_code,
    phone: user.phone ?? '',
    email: user.email ?? '',
    profession: user.position ?? '',
    isClientAdmin: user.type === 'CLIENT_ADMIN',
    isVerified: user.is_verified,
  };
}

/** PUT users/'s body: the user's details and role; a partner user keeps the PARTNER role. */
export function updateUserBody(user: CompanyUser, values: UserFormValues) {
  const isClientRole = user.type === 'CLIENT_ADMIN' || user.type === 'CLIENT_USER';
  return {
    user_type_id: user.id,
    type: isClientRole ? (values.isClientAdmin ? ('CLIENT_ADMIN' as const) : ('CLIENT_USER' as const)) : user.type,
    name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    personal_code: values.personalCode.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    position: values.profession.trim(),
    is_verified: values.isVerified,
  };
}
