import { estonianMod11CheckDigit } from './mod11';

/** First digits the Estonian business register issues: 1 companies, 7 state bodies, 8 non-profits, 9 foundations. */
const REGISTRY_CODE_SHAPE = /^[1789][0-9]{7}$/;

/** registrikood: 8 digits, first digit 1, 7, 8 or 9, mod-11 check digit with the personal code's weights. */
export function isValidEstonianRegistryCode(code: string): boolean {
  if (typeof code !== 'string' || !REGISTRY_CODE_SHAPE.test(code)) return false;
  return estonianMod11CheckDigit(code.slice(0, 7)) === Number(code[7]);
}
