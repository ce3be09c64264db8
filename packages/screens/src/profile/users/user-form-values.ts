// The values of the add-user form and the user-details form, their problems (spec §5 "Add user": every field
// required, the personal code digits only) and the bodies the two calls take. Pure, so the rules are tested
// without rendering.
import type { CompanyUser } from '@epp/api/schemas';
import { emailProblem } from '@epp/core';

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

export type UserFieldProblem = 'required' | 'digits' | 'email';

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

/** Each field's problem, if it has one: empty, a personal code with other than digits, a malformed e-mail. */
export function userFormProblems(values: UserFormValues): ReadonlyMap<UserTextField, UserFieldProblem> {
  const problems = new Map<UserTextField, UserFieldProblem>();
  for (const field of USER_TEXT_FIELDS) if (values[field].trim() === '') problems.set(field, 'required');
  if (!problems.has('personalCode') && !/^\d+$/.test(values.personalCode.trim()))
    problems.set('personalCode', 'digits');
  if (!problems.has('email') && emailProblem(values.email) === 'invalid') problems.set('email', 'email');
  return problems;
}

/** Who the new user joins: the active client, or (partner area) the partner, whose id the spec fixes at 1. */
export type UserOrganisation = { kind: 'client'; clientId: number | null } | { kind: 'partner' };

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
