import { estonianMod11CheckDigit } from './mod11';

export type Sex = 'male' | 'female';

export interface PersonalCodeParts {
  /** ISO date of birth, YYYY-MM-DD. */
  birthDate: string;
  sex: Sex;
}

const PERSONAL_CODE_SHAPE = /^[1-8][0-9]{10}$/;

/** The first digit gives century and sex: 1/2 → 1800s, 3/4 → 1900s, 5/6 → 2000s, 7/8 → 2100s; odd is male. */
function centuryOf(firstDigit: number): number {
  return 1800 + Math.floor((firstDigit - 1) / 2) * 100;
}

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * Birth date and sex of a valid isikukood (11 digits, first 1–8, a real calendar date, the mod-11 check),
 * or null for anything else.
 */
export function parseEstonianPersonalCode(code: string): PersonalCodeParts | null {
  if (typeof code !== 'string' || !PERSONAL_CODE_SHAPE.test(code)) return null;
  const firstDigit = Number(code[0]);
  const year = centuryOf(firstDigit) + Number(code.slice(1, 3));
  const month = Number(code.slice(3, 5));
  const day = Number(code.slice(5, 7));
  if (!isCalendarDate(year, month, day)) return null;
  if (estonianMod11CheckDigit(code.slice(0, 10)) !== Number(code[10])) return null;
  const birthDate = `${year}-${code.slice(3, 5)}-${code.slice(5, 7)}`;
  return { birthDate, sex: firstDigit % 2 === 1 ? 'male' : 'female' };
}

/** isikukood: 11 digits, first digit 1–8 (century and sex), a real calendar date, two-stage mod-11 check digit. */
export function isValidEstonianPersonalCode(code: string): boolean {
  return parseEstonianPersonalCode(code) !== null;
}
