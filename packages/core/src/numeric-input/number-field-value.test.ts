import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { numberFieldValue, stepNumberFieldValue } from './number-field-value';

describe('numberFieldValue', () => {
  it('reads comma and point decimals and drops other characters', () => {
    expect(numberFieldValue('1,5')).toBe(1.5);
    expect(numberFieldValue('1 234,56')).toBe(1234.56);
    expect(numberFieldValue('1\u00a0234,56 €')).toBe(1234.56);
    expect(numberFieldValue('12.5')).toBe(12.5);
  });

  it('is null when no digit was typed', () => {
    expect(numberFieldValue('')).toBeNull();
    expect(numberFieldValue(',')).toBeNull();
    expect(numberFieldValue('abc')).toBeNull();
  });

  it('cuts the fraction of a whole-number field, like the sales quantity rule', () => {
    expect(numberFieldValue('7,9', { integer: true })).toBe(7);
    expect(numberFieldValue(',5', { integer: true, min: 1 })).toBe(1);
  });

  it('rounds half away from zero to the allowed decimals', () => {
    expect(numberFieldValue('45,675', { decimals: 2 })).toBe(45.68);
    expect(numberFieldValue('1,005', { decimals: 2 })).toBe(1.01);
    expect(numberFieldValue('2,5', { decimals: 0 })).toBe(3);
  });

  it('clamps to min and max', () => {
    expect(numberFieldValue('250', { decimals: 2, min: 0, max: 100 })).toBe(100);
    expect(numberFieldValue('0', { integer: true, min: 1 })).toBe(1);
    expect(numberFieldValue('50', { min: 0, max: 100 })).toBe(50);
  });

  it('always lands within the limits', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 50 }), fc.integer({ min: 0, max: 50 }), (raw, a, b) => {
        const [min, max] = a <= b ? [a, b] : [b, a];
        const value = numberFieldValue(raw, { min, max, integer: true });
        if (value === null) return;
        expect(Number.isInteger(value) && value >= min && value <= max).toBe(true);
      }),
    );
  });
});

describe('stepNumberFieldValue', () => {
  it('steps exactly by the step', () => {
    expect(stepNumberFieldValue(0.1, 1, { step: 0.2 })).toBe(0.3);
    expect(stepNumberFieldValue(5, -1)).toBe(4);
    expect(stepNumberFieldValue(45.5, 1, { step: 0.01 })).toBe(45.51);
  });

  it('starts an empty field at min, or 0', () => {
    expect(stepNumberFieldValue(null, 1, { min: 1 })).toBe(1);
    expect(stepNumberFieldValue(null, -1)).toBe(0);
  });

  it('stays within min and max', () => {
    expect(stepNumberFieldValue(1, -1, { min: 1 })).toBe(1);
    expect(stepNumberFieldValue(100, 1, { step: 0.01, max: 100 })).toBe(100);
  });
});
