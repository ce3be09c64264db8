import type { WarrantedPerson } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import {
  newWarrantValues,
  warrantBody,
  warrantProblems,
  warrantServerErrors,
  warrantValuesOf,
} from './warranted-person-values';

const person: WarrantedPerson = {
  id: 7,
  company_name: 'Põhjala Joogitehas OÜ',
  reg_code: '14563210',
  first_name: 'Jaan',
  last_name: 'Kuusk',
  personal_code: '38001085718',
  email: 'jaan@pohjalajook.ee',
  phone: '+372 5334 4556',
  document: null,
};

describe('the warranted person form', () => {
  it('starts with the client’s company and registry code', () => {
    expect(newWarrantValues({ name: 'Firma OÜ', reg_number: '12345678' })).toMatchObject({
      company_name: 'Firma OÜ',
      reg_code: '12345678',
      first_name: '',
    });
    expect(newWarrantValues(undefined).company_name).toBe('');
  });

  it('has no problem for a person as the server keeps one', () => {
    expect(warrantProblems(warrantValuesOf(person)).size).toBe(0);
  });

  it('wants every field, a valid personal code, e-mail and phone', () => {
    expect(warrantProblems(newWarrantValues(undefined)).get('first_name')).toBe('required');
    const wrong = { ...warrantValuesOf(person), personal_code: '38001085719', email: 'jaan@', phone: '12ab' };
    expect(Object.fromEntries(warrantProblems(wrong))).toEqual({
      personal_code: 'personalCode',
      email: 'email',
      phone: 'phone',
    });
  });

  it('sends the values trimmed', () => {
    expect(warrantBody({ ...warrantValuesOf(person), first_name: ' Jaan ' }).first_name).toBe('Jaan');
  });

  it('puts the server’s first reason on its field, and nothing for other answers', () => {
    expect(
      warrantServerErrors({ personal_code: ['Vigane isikukood.', 'x'], email: 'Vigane e-post.', other: ['y'] }),
    ).toEqual({
      personal_code: 'Vigane isikukood.',
      email: 'Vigane e-post.',
    });
    expect(warrantServerErrors(['x'])).toEqual({});
    expect(warrantServerErrors(null)).toEqual({});
    expect(warrantServerErrors({ phone: [' '] })).toEqual({});
  });
});
