// The fields of the profile's two editable sections (spec §3 "Personal profile", "Company profile") and the
// rules a value must meet before it is saved (spec §5 "Profile autosaves on blur only when all fields are
// non-empty"; the e-mail and IBAN checks are ours: the server would refuse a malformed one anyway).
import type { CompanyProfile, CurrentUser, PersonalProfile, UserType } from '@epp/api/schemas';
import { emailProblem, isValidIban } from '@epp/core';
import type { TranslationKey } from '@epp/i18n';

export type PersonalField = keyof PersonalProfile;
export type CompanyTextField = Exclude<keyof CompanyProfile, 'basis'>;

/** One text field of a section: its name in the API, its label and the input's type. */
export interface ProfileField<F extends string> {
  name: F;
  label: TranslationKey;
  type?: 'email' | 'tel';
}

export const PERSONAL_FIELDS: readonly ProfileField<PersonalField>[] = [
  { name: 'first_name', label: 'screens.profile.personal.fields.first_name' },
  { name: 'last_name', label: 'screens.profile.personal.fields.last_name' },
  { name: 'phone', label: 'screens.profile.personal.fields.phone', type: 'tel' },
  { name: 'email', label: 'screens.profile.personal.fields.email', type: 'email' },
  { name: 'profession', label: 'screens.profile.personal.fields.profession' },
];

export const COMPANY_FIELDS: readonly ProfileField<CompanyTextField>[] = [
  { name: 'name', label: 'screens.profile.company.fields.name' },
  { name: 'reg_number', label: 'screens.profile.company.fields.reg_number' },
  { name: 'kmkr', label: 'screens.profile.company.fields.kmkr' },
  { name: 'email', label: 'screens.profile.company.fields.email', type: 'email' },
  { name: 'iban', label: 'screens.profile.company.fields.iban' },
  { name: 'full_address', label: 'screens.profile.company.fields.full_address' },
  { name: 'city', label: 'screens.profile.company.fields.city' },
  { name: 'zip_code', label: 'screens.profile.company.fields.zip_code' },
];

/**
 * The company fields nobody changes here: the name and registry code are the company's identity in the
 * business register (another code is another client), so they stay read-only even for a client admin.
 */
export const REGISTRY_FIELDS: ReadonlySet<CompanyTextField> = new Set(['name', 'reg_number']);

/** The company fields partners do not see (spec §5: "KMKR, IBAN and address are hidden from partners"). */
export const PARTNER_HIDDEN_FIELDS: ReadonlySet<CompanyTextField> = new Set(['kmkr', 'iban', 'full_address']);

/** Why a value cannot be saved, as a text key; null when it can. */
export function profileValueProblem(type: ProfileField<string>['type'] | 'iban', value: string): TranslationKey | null {
  if (value.trim() === '') return 'screens.profile.save.required';
  if (type === 'email' && emailProblem(value.trim()) !== null) return 'screens.profile.save.invalidEmail';
  if (type === 'iban' && !isValidIban(value)) return 'screens.profile.save.invalidIban';
  return null;
}

/** The type a field's value is checked as (the IBAN has its own check). */
export const checkTypeOf = (field: ProfileField<string>) => (field.name === 'iban' ? 'iban' : field.type);

/**
 * The role the user acts in now: the partner's and the operator's profiles carry no `user_type` (that is the
 * client membership's), so their mode names it.
 */
export function activeUserType(
  user: Pick<CurrentUser, 'in_partner_mode' | 'in_epp_mode' | 'user_type'> | undefined,
): UserType | undefined {
  if (!user) return undefined;
  if (user.in_partner_mode) return 'PARTNER';
  if (user.in_epp_mode) return 'EPP';
  return user.user_type?.user_type;
}
