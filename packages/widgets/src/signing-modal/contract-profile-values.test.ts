import { describe, expect, it } from 'vitest';
import { EMPTY_CONTRACT_FORM } from './contract-form-values';
import {
  companyDetailsFill,
  contractBody,
  contractFormFromProfiles,
  personalProfileUpdate,
} from './contract-profile-values';

const personal = {
  first_name: 'Mari',
  last_name: 'Tamm',
  phone: '+3725551234',
  email: 'mari@pohjala.ee',
  profession: 'Juhataja',
};
const company = {
  name: 'Põhjala Joogid OÜ',
  reg_number: '12345678',
  kmkr: 'EE100200300',
  email: 'arved@pohjala.ee',
  iban: 'EE382200221020145685',
  full_address: 'Tööstuse 48, Tallinn',
  city: 'Tallinn',
  zip_code: '10416',
  basis: 2,
};

describe('contractFormFromProfiles', () => {
  it('starts the form from the personal and company profiles', () => {
    expect(contractFormFromProfiles(personal, company)).toEqual({
      firstName: 'Mari',
      lastName: 'Tamm',
      phone: '+3725551234',
      profession: 'Juhataja',
      email: 'mari@pohjala.ee',
      companyName: 'Põhjala Joogid OÜ',
      regNumber: '12345678',
      kmkr: 'EE100200300',
      basis: '2',
      companyEmail: 'arved@pohjala.ee',
      iban: 'EE382200221020145685',
      fullAddress: 'Tööstuse 48, Tallinn',
      zipCode: '10416',
      city: 'Tallinn',
    });
  });

  it('leaves what a profile lacks empty', () => {
    const values = contractFormFromProfiles(undefined, { ...company, basis: null });
    expect(values.firstName).toBe('');
    expect(values.basis).toBe('');
  });
});

describe('contractBody', () => {
  it('sends the company fields with the person phone', () => {
    const values = { ...EMPTY_CONTRACT_FORM, ...contractFormFromProfiles(personal, company) };
    expect(contractBody(values)).toEqual({
      new_company: 'Põhjala Joogid OÜ',
      new_reg_code: '12345678',
      new_address: 'Tööstuse 48, Tallinn',
      basis: '2',
      new_phone: '+3725551234',
      new_email: 'arved@pohjala.ee',
      new_iban: 'EE382200221020145685',
      new_kmkr: 'EE100200300',
      zip_code: '10416',
      city: 'Tallinn',
    });
  });
});

describe('personalProfileUpdate', () => {
  const values = { ...EMPTY_CONTRACT_FORM, ...contractFormFromProfiles(personal, company) };

  it('sends the whole personal section, trimmed, when a field changed', () => {
    expect(personalProfileUpdate({ ...values, lastName: ' Kask ' }, personal)).toEqual({
      ...personal,
      last_name: 'Kask',
    });
  });

  it('sends nothing for the profile as loaded; any personal field is a change', () => {
    expect(personalProfileUpdate(values, personal)).toBeNull();
    expect(personalProfileUpdate({ ...values, companyName: 'Muu OÜ' }, personal)).toBeNull();
    for (const field of ['firstName', 'lastName', 'phone', 'profession', 'email'] as const)
      expect(personalProfileUpdate({ ...values, [field]: 'uus' }, personal)).not.toBeNull();
  });

  it('sends a filled form when no profile was loaded', () => {
    expect(personalProfileUpdate(values, undefined)).toEqual(personal);
    expect(personalProfileUpdate(EMPTY_CONTRACT_FORM, undefined)).toBeNull();
  });
});

describe('companyDetailsFill', () => {
  const details = {
    name: 'Põhjala Joogid OÜ',
    reg_code: '12345678',
    kmkr: null,
    address: 'Tööstuse 48, Tallinn',
    zip_code: '10416',
    county: 'Harju maakond',
    board_members: [{ ssid: '48001010011' }],
  };

  it('chooses and offers the board-member basis for a board member', () => {
    expect(companyDetailsFill(details, '48001010011')).toEqual({
      fill: { kmkr: '', fullAddress: 'Tööstuse 48, Tallinn', zipCode: '10416', basis: '1' },
      boardMemberOptionEnabled: true,
    });
  });

  it('chooses the other basis for anyone else', () => {
    expect(companyDetailsFill(details, '39001010022')).toMatchObject({
      fill: { basis: '2' },
      boardMemberOptionEnabled: false,
    });
  });
});
