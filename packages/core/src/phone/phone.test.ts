import { describe, expect, it } from 'vitest';
import { phoneProblem } from './phone';

describe('phoneProblem', () => {
  it('wants a number', () => {
    expect(phoneProblem('')).toBe('required');
    expect(phoneProblem('   ')).toBe('required');
  });
  it('takes numbers as people type them: a country code, spaces, hyphens, brackets', () => {
    for (const phone of ['+3725123456', '+372 5555 1234', '5123 4567', '+372 (5) 612-3456', '6123456'])
      expect(phoneProblem(phone)).toBeNull();
  });
  it('refuses letters, a "+" inside, too few or too many digits', () => {
    for (const phone of ['5123abc', '51+23456', '123456', '+1234567890123456'])
      expect(phoneProblem(phone)).toBe('invalid');
  });
});
