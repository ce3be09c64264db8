/** GS1 identification keys the portal accepts as package barcodes: GTIN-8, -12, -13 and -14. */
export const GTIN_LENGTHS: readonly number[] = [8, 12, 13, 14];

const DIGITS_ONLY = /^[0-9]+$/;

/**
 * The GS1 mod-10 check digit for the digits before it: from the right, weights 3, 1, 3, 1, ...;
 * the check digit brings the weighted sum up to a multiple of ten. Throws a RangeError naming the input
 * when it is not a non-empty run of ASCII digits.
 */
export function gtinCheckDigit(digitsWithoutCheck: string): number {
  if (!DIGITS_ONLY.test(digitsWithoutCheck)) {
    throw new RangeError(`GTIN digits expected, got "${digitsWithoutCheck}"`);
  }
  let sum = 0;
  for (let fromRight = 0; fromRight < digitsWithoutCheck.length; fromRight += 1) {
    const digit = Number(digitsWithoutCheck[digitsWithoutCheck.length - 1 - fromRight]);
    sum += digit * (fromRight % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** True iff `code` is 8, 12, 13 or 14 ASCII digits whose last digit is the GS1 check digit. Never throws. */
export function isValidGtin(code: string): boolean {
  if (typeof code !== 'string' || !DIGITS_ONLY.test(code) || !GTIN_LENGTHS.includes(code.length)) return false;
  return gtinCheckDigit(code.slice(0, -1)) === Number(code.slice(-1));
}

/** The code with its check digit appended, e.g. for fixtures: `withGtinCheckDigit('400638133393')` → '4006381333931'. */
export function withGtinCheckDigit(digitsWithoutCheck: string): string {
  return `${digitsWithoutCheck}${gtinCheckDigit(digitsWithoutCheck)}`;
}
