import type { CompanyUser } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { addUserOutcome } from './add-user-outcome';
import {
  addUserBody,
  EMPTY_USER_VALUES,
  type UserFormValues,
  updateUserBody,
  userFormProblems,
  userFormValuesOf,
  userServerErrors,
} from './user-form-values';

const filled: UserFormValues = {
  ...EMPTY_USER_VALUES,
  firstName: ' Anu ',
  lastName: 'Mets',
  personalCode: '48807120011',
  phone: '+372 5555 1234',
  email: 'anu.mets@pohjalajook.ee',
  profession: 'Laojuht',
};

const user: CompanyUser = {
  id: 5003,
  user_id: 1002,
  type: 'CLIENT_USER',
  name: 'Jaan',
  last_name: 'Kuusk',
  personal_code: '38001010000',
  phone: null,
  email: 'jaan.kuusk@pohjalajook.ee',
  position: 'Logistikajuht',
  is_verified: false,
  date_joined: '01.09.2021',
};

describe('userFormProblems', () => {
  it('wants every field (spec §5 "Add user")', () => {
    expect([...userFormProblems(EMPTY_USER_VALUES).entries()]).toEqual([
      ['firstName', 'required'],
      ['lastName', 'required'],
      ['personalCode', 'required'],
      ['phone', 'required'],
      ['email', 'required'],
      ['profession', 'required'],
    ]);
  });
  it('takes digits only as a personal code, and an e-mail shaped like one', () => {
    const problems = userFormProblems({ ...filled, personalCode: '4880712001A', email: 'anu.mets' });
    expect(problems.get('personalCode')).toBe('digits');
    expect(problems.get('email')).toBe('email');
  });
  it('takes only an Estonian personal code (@epp/core: date of birth, check digit) and a phone number', () => {
    // 48807120012: the right shape, a wrong check digit
    const problems = userFormProblems({ ...filled, personalCode: '48807120012', phone: '55 abc' });
    expect(problems.get('personalCode')).toBe('personalCode');
    expect(problems.get('phone')).toBe('phone');
  });
  it('has nothing to say about a filled form', () => {
    expect(userFormProblems(filled).size).toBe(0);
  });
});

describe('addUserBody', () => {
  it('trims the texts and links the user to the active client', () => {
    expect(addUserBody({ ...filled, isClientAdmin: true }, { kind: 'client', clientId: 101 })).toEqual({
      is_client_admin: true,
      first_name: 'Anu',
      last_name: 'Mets',
      personal_code: '48807120011',
      phone: '+372 5555 1234',
      email: 'anu.mets@pohjalajook.ee',
      profession: 'Laojuht',
      partner_id: null,
      client_id: 101,
    });
  });
  it('links the operator’s own user to no company', () => {
    expect(addUserBody({ ...filled, isClientAdmin: true }, { kind: 'epp' })).toMatchObject({
      partner_id: null,
      client_id: null,
      is_client_admin: false,
    });
  });
  it('fixes partner_id at 1 for a partner, who gives no admin role', () => {
    const body = addUserBody({ ...filled, isClientAdmin: true }, { kind: 'partner' });
    expect(body).toMatchObject({ partner_id: 1, client_id: null, is_client_admin: false });
  });
});

describe('userServerErrors', () => {
  it('puts the server’s first reason on the field its payload name belongs to, in either body', () => {
    expect(
      userServerErrors({
        personal_code: ['Isik on juba kliendiga seotud.', 'second'],
        email: 'Vigane e-post.',
        position: [''],
        name: [42, 'Nimi on liiga pikk.'],
        detail: 'ignored',
      }),
    ).toEqual({
      personalCode: 'Isik on juba kliendiga seotud.',
      email: 'Vigane e-post.',
      firstName: 'Nimi on liiga pikk.',
    });
  });
  it('reads nothing from an answer that names no fields', () => {
    expect(userServerErrors(null)).toEqual({});
    expect(userServerErrors(['x'])).toEqual({});
    expect(userServerErrors('boom')).toEqual({});
  });
});

describe('the details form', () => {
  it('shows a user, an empty phone as empty text', () => {
    expect(userFormValuesOf(user)).toMatchObject({ firstName: 'Jaan', phone: '', isClientAdmin: false });
  });
  it('sends the membership id, the chosen role and the confirmation', () => {
    const values = { ...userFormValuesOf(user), phone: '5550000', isClientAdmin: true, isVerified: true };
    expect(updateUserBody(user, values)).toEqual({
      user_type_id: 5003,
      type: 'CLIENT_ADMIN',
      name: 'Jaan',
      last_name: 'Kuusk',
      personal_code: '38001010000',
      phone: '5550000',
      email: 'jaan.kuusk@pohjalajook.ee',
      position: 'Logistikajuht',
      is_verified: true,
    });
  });
  it('keeps a partner user a partner', () => {
    expect(updateUserBody({ ...user, type: 'PARTNER' }, userFormValuesOf(user)).type).toBe('PARTNER');
  });
});

describe('addUserOutcome', () => {
  it('reads 208 as already linked, 226 as a returned code, anything else as added', () => {
    expect(addUserOutcome({ status: 208, data: { message: 'user already connected to client' } }, 'a@b.ee')).toEqual({
      kind: 'alreadyLinked',
    });
    expect(addUserOutcome({ status: 226, data: { code: 'KX7-42Q', email: 'x@y.ee' } }, 'a@b.ee')).toEqual({
      kind: 'codeReturned',
      code: 'KX7-42Q',
      email: 'x@y.ee',
    });
    expect(addUserOutcome({ status: 226, data: { code: 'KX7-42Q' } }, 'a@b.ee')).toMatchObject({ email: 'a@b.ee' });
    expect(addUserOutcome({ status: 201, data: {} }, 'a@b.ee')).toEqual({ kind: 'added' });
  });
});
