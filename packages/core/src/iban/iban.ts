import { IBAN_LENGTHS } from './iban-lengths';

const IBAN_SHAPE = /^([A-Z]{2})[0-9]{2}[A-Z0-9]+$/;

/** Spaces removed and letters upper-cased: the electronic form of an IBAN. */
export function normalizeIban(iban: string): string {
  return iban.replace(/ /g, '').toUpperCase();
}

/**
 * ISO 7064 mod 97-10 over the IBAN with its first four characters moved to the end and letters as 10–35.
 * Computed in chunks so that no intermediate exceeds a safe integer.
 */
function mod97(rearranged: string): number {
  let remainder = 0;
  for (const character of rearranged) {
    const value = Number.parseInt(character, 36);
    remainder = (remainder * (value > 9 ? 100 : 10) + value) % 97;
  }
  return remainder;
}

/** ISO 13616: spaces ignored, case-insensitive, the country's registered length, mod-97 = 1. Never throws. */
export function isValidIban(iban: string): boolean {
  if (typeof iban !== 'string') return false;
  const electronic = normalizeIban(iban);
  const country = IBAN_SHAPE.exec(electronic)?.[1];
  if (country === undefined || IBAN_LENGTHS[country] !== electronic.length) return false;
  return mod97(`${electronic.slice(4)}${electronic.slice(0, 4)}`) === 1;
}

/** The print form: groups of four separated by spaces ("EE38 2200 2210 2014 5685"). */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The two check digits that make `country` + `bban` a valid IBAN (for fixtures and tests). */
export function ibanCheckDigits(country: string, bban: string): string {
  const remainder = mod97(`${normalizeIban(bban)}${country.toUpperCase()}00`);
  return String(98 - remainder).padStart(2, '0');
}
