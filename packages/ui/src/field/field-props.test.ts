import { describe, expect, it } from 'vitest';
import { isFieldInvalid } from './field-props';

describe('isFieldInvalid', () => {
  it('follows an explicit isInvalid', () => {
    expect(isFieldInvalid(true, undefined)).toBe(true);
    expect(isFieldInvalid(false, 'Viga')).toBe(false);
  });

  it('is invalid when an error text is given', () => {
    expect(isFieldInvalid(undefined, 'Toote nimetus on kohustuslik.')).toBe(true);
  });

  it('leaves validation to react-aria (undefined, not false) without an error text', () => {
    expect(isFieldInvalid(undefined, undefined)).toBeUndefined();
    expect(isFieldInvalid(undefined, '')).toBeUndefined();
    expect(isFieldInvalid(undefined, null)).toBeUndefined();
    expect(isFieldInvalid(undefined, () => 'Viga')).toBeUndefined();
  });
});
