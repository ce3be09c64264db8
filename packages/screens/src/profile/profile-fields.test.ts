import { describe, expect, it } from 'vitest';
import { activeUserType, COMPANY_FIELDS, checkTypeOf, profileValueProblem } from './profile-fields';

describe('what the profile saves', () => {
  it('refuses an empty value (spec §5: only when all fields are filled), a malformed e-mail and a bad IBAN', () => {
    expect(profileValueProblem(undefined, '  ')).toBe('screens.profile.save.required');
    expect(profileValueProblem('email', 'mari@')).toBe('screens.profile.save.invalidEmail');
    expect(profileValueProblem('email', ' mari.tamm@pohjalajook.ee ')).toBeNull();
    expect(profileValueProblem('iban', 'EE00 1234')).toBe('screens.profile.save.invalidIban');
    expect(profileValueProblem('iban', 'EE38 2200 2210 2014 5685')).toBeNull();
    expect(profileValueProblem('tel', '+3725123456')).toBeNull();
  });

  it('checks the IBAN field as an IBAN', () => {
    const iban = COMPANY_FIELDS.find((field) => field.name === 'iban');
    expect(iban && checkTypeOf(iban)).toBe('iban');
  });

  it('names the role the user acts in: the partner and operator modes, else the client membership’s type', () => {
    const user = (mode: 'partner' | 'epp' | 'client', type: 'CLIENT_ADMIN' | null = null) => ({
      in_partner_mode: mode === 'partner',
      in_epp_mode: mode === 'epp',
      user_type: type === null ? null : { client_name: 'Firma OÜ', is_verified: true, user_type: type },
    });
    expect(activeUserType(user('partner'))).toBe('PARTNER');
    expect(activeUserType(user('epp'))).toBe('EPP');
    expect(activeUserType(user('client', 'CLIENT_ADMIN'))).toBe('CLIENT_ADMIN');
    expect(activeUserType(user('client'))).toBeUndefined();
    expect(activeUserType(undefined)).toBeUndefined();
  });
});
