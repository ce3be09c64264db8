import { describe, expect, it } from 'vitest';
import { emailProblem } from './email';

describe('emailProblem', () => {
  it('flags an empty field', () => {
    expect(emailProblem('  ')).toBe('required');
  });
  it('flags a value that is not an address', () => {
    expect(emailProblem('mari.tamm')).toBe('invalid');
    expect(emailProblem('mari@tamm')).toBe('invalid');
  });
  it('accepts an address, trimmed', () => {
    expect(emailProblem(' mari.tamm@pohjalajook.ee ')).toBeNull();
  });
});
