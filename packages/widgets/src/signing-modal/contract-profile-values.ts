import type { CompanyDetails, CompanyProfile, PersonalProfile } from '@epp/api/schemas';
import { type ContractFormValues, contractBasisFor } from '@epp/core';

// How the wired signing modal maps the server's data to the form and back.

/** The body of document/create-contract/ (and, with the answered URL, sign-contract) from the form. */
export function contractBody(values: ContractFormValues) {
  return {
    new_company: values.companyName,
    new_reg_code: values.regNumber,
    new_address: values.fullAddress,
    basis: values.basis,
    new_phone: values.phone,
    new_email: values.companyEmail,
    new_iban: values.iban,
    new_kmkr: values.kmkr,
    zip_code: values.zipCode,
    city: values.city,
  };
}

/** The body of PUT profile/user-data/ from the form's personal fields (the whole section, as the profile saves it). */
function personalProfileBody(values: ContractFormValues): PersonalProfile {
  return {
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    phone: values.phone.trim(),
    email: values.email.trim(),
    profession: values.profession.trim(),
  };
}

/**
 * The body of PUT profile/user-data/ when the form's personal fields differ from the saved profile (they are
 * saved before the contract is made from it), or null when nothing changed.
 */
export function personalProfileUpdate(
  values: ContractFormValues,
  saved: PersonalProfile | undefined,
): PersonalProfile | null {
  const body = personalProfileBody(values);
  const changed = (Object.keys(body) as (keyof PersonalProfile)[]).some((key) => body[key] !== (saved?.[key] ?? ''));
  return changed ? body : null;
}

/** The form's starting values from the personal and company profiles (a missing value is empty). */
export function contractFormFromProfiles(
  personal: PersonalProfile | undefined,
  company: CompanyProfile | undefined,
): Partial<ContractFormValues> {
  return {
    firstName: personal?.first_name ?? '',
    lastName: personal?.last_name ?? '',
    phone: personal?.phone ?? '',
    profession: personal?.profession ?? '',
    email: personal?.email ?? '',
    companyName: company?.name ?? '',
    regNumber: company?.reg_number ?? '',
    kmkr: company?.kmkr ?? '',
    basis: company?.basis == null ? '' : String(company.basis),
    companyEmail: company?.email ?? '',
    iban: company?.iban ?? '',
    fullAddress: company?.full_address ?? '',
    zipCode: company?.zip_code ?? '',
    city: company?.city ?? '',
  };
}

/**
 * What a chosen company's business-register data fills in, and whether the board-member basis is offered
 * (the user's personal code is among the board members: then it is chosen).
 */
export function companyDetailsFill(details: CompanyDetails, personalCode: string) {
  const rule = contractBasisFor(personalCode, details.board_members);
  return {
    fill: {
      kmkr: details.kmkr ?? '',
      fullAddress: details.address,
      zipCode: details.zip_code,
      basis: String(rule.basis),
    } satisfies Partial<ContractFormValues>,
    boardMemberOptionEnabled: rule.boardMemberOptionEnabled,
  };
}
