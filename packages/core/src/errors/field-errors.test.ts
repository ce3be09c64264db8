import { describe, expect, it } from 'vitest';
import { fieldErrorText } from './field-errors';

describe('fieldErrorText', () => {
  it("reads a field's first non-empty reason, from a list or a plain string", () => {
    expect(fieldErrorText({ email: ['', 'Vigane e-post.'] }, 'email')).toBe('Vigane e-post.');
    expect(fieldErrorText({ phone: 'Vigane number.' }, 'phone')).toBe('Vigane number.');
  });

  it('says nothing for a field without a reason or a body that is not an object', () => {
    expect(fieldErrorText({ email: [' ', 3] }, 'email')).toBeUndefined();
    expect(fieldErrorText({ email: ['x'] }, 'phone')).toBeUndefined();
    expect(fieldErrorText('Bad Request', 'email')).toBeUndefined();
    expect(fieldErrorText(null, 'email')).toBeUndefined();
  });
});
