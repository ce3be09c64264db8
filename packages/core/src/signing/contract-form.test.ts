import { describe, expect, it } from 'vitest';
import {
  type ContractFormValues,
  contractFormProblems,
  hasContractFormProblems,
  isSignMethodEnabled,
  methodOnlyProblems,
} from './contract-form';

const filled: ContractFormValues = {
  firstName: 'Mari',
  lastName: 'Tamm',
  phone: '+37255501234',
  profession: 'Juhatuse liige',
  email: 'mari@example.ee',
  companyName: 'Põhjala Joogitehas OÜ',
  regNumber: '12345678',
  kmkr: 'EE101234567',
  basis: '1',
  companyEmail: 'arved@example.ee',
  iban: 'EE382200221020145685',
  fullAddress: 'Tööstuse 1, Tallinn',
  zipCode: '10111',
  city: 'Tallinn',
  termsAccepted: true,
  method: 'smart-id',
};

describe('contractFormProblems', () => {
  it('finds nothing on a filled form', () => {
    const problems = contractFormProblems(filled);
    expect(problems).toEqual({ missing: [], methodMissing: false });
    expect(hasContractFormProblems(problems)).toBe(false);
  });

  it('flags blank fields, unaccepted terms and a missing method', () => {
    const problems = contractFormProblems({ ...filled, kmkr: '  ', city: '', termsAccepted: false, method: null });
    expect(problems).toEqual({ missing: ['kmkr', 'city', 'termsAccepted'], methodMissing: true });
    expect(hasContractFormProblems(problems)).toBe(true);
    expect(hasContractFormProblems({ missing: [], methodMissing: true })).toBe(true);
  });

  it('checks only the method in the operator dialog', () => {
    expect(methodOnlyProblems(null)).toEqual({ missing: [], methodMissing: true });
    expect(methodOnlyProblems('id-card')).toEqual({ missing: [], methodMissing: false });
  });
});

describe('isSignMethodEnabled', () => {
  const mobileLogin = { loginMethod: 'mobile_id', phone: '+3725550', cert: null };
  it('offers Mobile-ID only after a Mobile-ID login, with a phone and no certificate', () => {
    expect(isSignMethodEnabled('mobile-id', mobileLogin)).toBe(true);
    expect(isSignMethodEnabled('mobile-id', { ...mobileLogin, loginMethod: 'smart_id' })).toBe(false);
    expect(isSignMethodEnabled('mobile-id', { ...mobileLogin, phone: ' ' })).toBe(false);
    expect(isSignMethodEnabled('mobile-id', { ...mobileLogin, phone: null })).toBe(false);
    expect(isSignMethodEnabled('mobile-id', { ...mobileLogin, cert: 'MIIB' })).toBe(false);
  });

  it('always offers Smart-ID and ID-card', () => {
    const none = { loginMethod: null, phone: null, cert: 'x' };
    expect(isSignMethodEnabled('smart-id', none)).toBe(true);
    expect(isSignMethodEnabled('id-card', none)).toBe(true);
  });
});
