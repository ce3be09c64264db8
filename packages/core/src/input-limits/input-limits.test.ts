import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isInputAbove, isNegativeInput } from './input-limits';
import { PACKAGE_WEIGHT_MAX_GRAMS } from './limits';

describe('typed number limits', () => {
  it('sees a minus sign before the digits, in any spelling, and nowhere else', () => {
    expect(['-5', ' -5', '- 5', '\u22125', '-0,5', 'kaal -12'].map(isNegativeInput)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['5', '5-', '12,5', '', '-', '1-2'].map(isNegativeInput)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('a number typed without a sign is never negative', () => {
    fc.assert(fc.property(fc.nat(), (n) => !isNegativeInput(String(n))));
  });

  it('reads a 400-digit weight as above the limit, not as a number that fits', () => {
    expect(isInputAbove('9'.repeat(400), PACKAGE_WEIGHT_MAX_GRAMS)).toBe(true);
    expect(isInputAbove('100000', PACKAGE_WEIGHT_MAX_GRAMS)).toBe(false);
    expect(isInputAbove('100000,01', PACKAGE_WEIGHT_MAX_GRAMS)).toBe(true);
    expect(isInputAbove('abc', PACKAGE_WEIGHT_MAX_GRAMS)).toBe(false);
  });
});
