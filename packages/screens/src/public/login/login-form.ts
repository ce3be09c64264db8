import { isValidEstonianPersonalCode } from '@epp/core';

// The checks of the Mobile-ID / Smart-ID form before anything is sent. Empty fields are flagged on the
// field; a personal code that is not an Estonian one (not 11 digits) is "Pole Eesti rahvusest"; a mistyped
// Estonian code (wrong check digit) or a phone number that cannot be one is "Palun kontrollige andmeid".

export type EidLoginMethod = 'mobile-id' | 'smart-id';

export interface EidLoginValues {
  phone: string;
  personalCode: string;
}

export interface EidLoginProblems {
  phone?: 'required';
  personalCode?: 'required';
  /** The form-level login error: errors.login.notEstonian or errors.login.checkDataFormal. */
  alert?: 'not-estonian' | 'check-data';
}

const ESTONIAN_SHAPE = /^\d{11}$/;
const PHONE = /^\+?\d{7,15}$/;

/** Spaces and dashes people type in a phone number. */
export function compactPhone(phone: string): string {
  return phone.replace(/[\s-]/g, '');
}

/**
 * The number Dokobit gets, always with its country code: "00" is the international prefix typed as digits, and an
 * Estonian number (7–8 digits, never starting with 372) typed with its country code but without + gets the +; any
 * other number is Estonian and gets +372.
 */
export function dokobitPhone(phone: string): string {
  const compact = compactPhone(phone);
  if (compact.startsWith('+')) return compact;
  if (compact.startsWith('00')) return `+${compact.slice(2)}`;
  if (/^372\d{7,8}$/.test(compact)) return `+${compact}`;
  return `+372${compact}`;
}

export function eidLoginProblems(method: EidLoginMethod, values: EidLoginValues): EidLoginProblems {
  const code = values.personalCode.trim();
  const phone = compactPhone(values.phone);
  const problems: EidLoginProblems = {};
  if (code === '') problems.personalCode = 'required';
  if (method === 'mobile-id' && phone === '') problems.phone = 'required';
  if (problems.personalCode || problems.phone) return problems;
  if (!ESTONIAN_SHAPE.test(code)) return { alert: 'not-estonian' };
  if (!isValidEstonianPersonalCode(code)) return { alert: 'check-data' };
  if (method === 'mobile-id' && !PHONE.test(phone)) return { alert: 'check-data' };
  return {};
}

export function hasEidLoginProblems(problems: EidLoginProblems): boolean {
  return Object.keys(problems).length > 0;
}
