/**
 * The two-stage modulus-11 check digit shared by the Estonian personal code (isikukood) and registry code
 * (registrikood): weights 1,2,3,4,5,6,7,8,9,1; if the remainder is 10, again with weights 3,4,5,6,7,8,9,1,2,3;
 * if that is 10 too, the check digit is 0. Codes shorter than ten digits use the leading weights.
 */
const FIRST_WEIGHTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1];
const SECOND_WEIGHTS = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3];

function weightedRemainder(digits: string, weights: readonly number[]): number {
  const sum = weights
    .slice(0, digits.length)
    .reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  return sum % 11;
}

/** `digits` must be 1–10 ASCII digits (callers check the shape first). */
export function estonianMod11CheckDigit(digits: string): number {
  const first = weightedRemainder(digits, FIRST_WEIGHTS);
  if (first < 10) return first;
  const second = weightedRemainder(digits, SECOND_WEIGHTS);
  return second < 10 ? second : 0;
}
