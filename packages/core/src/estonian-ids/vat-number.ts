/** KMKR: nine digits, optionally prefixed with the country code EE in either case. */
const VAT_NUMBER_SHAPE = /^(?:ee)?([0-9]{9})$/i;
const WEIGHTS = [3, 7, 1, 3, 7, 1, 3, 7];

/** The check digit of the first eight KMKR digits: weights 3-7-1 repeating, then up to a multiple of ten. */
export function estonianVatCheckDigit(firstEightDigits: string): number {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(firstEightDigits[index]), 0);
  return (10 - (sum % 10)) % 10;
}

/** KMKR (Estonian VAT number): 9 digits, optionally prefixed EE (either case), check digit with weights 3-7-1. */
export function isValidEstonianVatNumber(code: string): boolean {
  if (typeof code !== 'string') return false;
  const digits = VAT_NUMBER_SHAPE.exec(code)?.[1];
  if (digits === undefined) return false;
  return estonianVatCheckDigit(digits) === Number(digits[8]);
}

/** The canonical spelling "EE" + nine digits, or null when the number is not valid. */
export function normalizeEstonianVatNumber(code: string): string | null {
  return isValidEstonianVatNumber(code) ? `EE${code.slice(-9)}` : null;
}
