import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isNumberInRange,
  isNumericInput,
  normalizeDecimalInput,
  parseDecimalInput,
  recycledPercentageFromInput,
  salesQuantityToSend,
} from './numeric-input';

describe('normalizeDecimalInput', () => {
  it.each([
    ['1 234,56 €', '1234.56'],
    ['abc', ''],
    ['', ''],
    ['12.5', '12.5'],
    ['1,2,3', '1.23'],
    ['1.2.3', '1.23'],
    ['-5', '5'],
    [',5', '.5'],
    ['1\u00a0000', '1000'],
    ['٣', ''],
  ])('%j → %j', (raw, expected) => {
    expect(normalizeDecimalInput(raw)).toBe(expected);
  });

  it('keeps only ASCII digits and at most one point, is idempotent, and never reorders digits', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const normalized = normalizeDecimalInput(raw);
        expect(normalized).toMatch(/^[0-9]*\.?[0-9]*$/);
        expect(normalizeDecimalInput(normalized)).toBe(normalized);
        expect(normalized.replace('.', '')).toBe(raw.replace(/[^0-9]/g, ''));
      }),
    );
  });
});

describe('parseDecimalInput and isNumericInput', () => {
  it('reads numbers or null', () => {
    expect(parseDecimalInput('12,50')?.toString()).toBe('12.5');
    expect(parseDecimalInput('.')).toBeNull();
    expect(parseDecimalInput('kg')).toBeNull();
  });

  it.each([
    ['12', true],
    [' 12,5 ', true],
    ['0.125', true],
    ['12a', false],
    ['', false],
    ['1.', false],
    ['1 000', false],
  ])('isNumericInput(%j) is %s', (raw, expected) => {
    expect(isNumericInput(raw)).toBe(expected);
  });
});

describe('recycledPercentageFromInput', () => {
  it.each([
    ['45,678', '45.68'],
    ['45.675', '45.68'],
    ['100', '100'],
    ['100.004', '100'],
    ['100.01', '100'],
    ['250', '100'],
    ['0', '0'],
    ['-12', '12'],
  ])('%j → %s', (raw, expected) => {
    expect(recycledPercentageFromInput(raw)?.toString()).toBe(expected);
  });

  it('is null for no number', () => {
    expect(recycledPercentageFromInput('')).toBeNull();
  });

  it('always lands in 0..100 with at most 2 decimals', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        const value = recycledPercentageFromInput(raw);
        if (value === null) return;
        expect(value.compare(0) >= 0 && value.compare(100) <= 0).toBe(true);
        expect(value.round(2).equals(value)).toBe(true);
      }),
    );
  });
});

describe('salesQuantityToSend', () => {
  it('sends nothing when unchanged', () => {
    expect(salesQuantityToSend('12', 12)).toBeNull();
    expect(salesQuantityToSend('', 0)).toBeNull();
  });

  it('sends 0 for an empty field and the whole number otherwise', () => {
    expect(salesQuantityToSend('', 5)).toBe(0);
    expect(salesQuantityToSend('7', 5)).toBe(7);
    expect(salesQuantityToSend('7,9', 5)).toBe(7);
    expect(salesQuantityToSend('1 200', 5)).toBe(1200);
    expect(salesQuantityToSend('.5', 5)).toBe(0);
  });
});

describe('isNumberInRange', () => {
  it('keeps values between typed ends, both included', () => {
    expect(isNumberInRange(12.5, { from: '12,5', to: '13' })).toBe(true);
    expect(isNumberInRange(13, { from: '12,5', to: '13' })).toBe(true);
    expect(isNumberInRange(1000, { from: '1 000' })).toBe(true);
    expect(isNumberInRange(12.4, { from: '12,5' })).toBe(false);
    expect(isNumberInRange(13.01, { to: '13' })).toBe(false);
  });
  it('treats empty or unreadable ends as open and empty values as outside', () => {
    expect(isNumberInRange(5, {})).toBe(true);
    expect(isNumberInRange(5, { from: 'abc', to: '' })).toBe(true);
    expect(isNumberInRange(null, {})).toBe(false);
    expect(isNumberInRange(Number.NaN, {})).toBe(false);
  });
});
