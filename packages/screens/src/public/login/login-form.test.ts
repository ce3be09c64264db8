import { describe, expect, it } from 'vitest';
import { compactPhone, dokobitPhone, eidLoginProblems, hasEidLoginProblems } from './login-form';

// 49403136526: a valid Estonian personal code (check digit 6).
const VALID = '49403136526';

describe('eidLoginProblems', () => {
  it('flags empty fields on the fields (the phone only for Mobile-ID)', () => {
    expect(eidLoginProblems('mobile-id', { phone: ' ', personalCode: '' })).toEqual({
      phone: 'required',
      personalCode: 'required',
    });
    expect(eidLoginProblems('smart-id', { phone: '', personalCode: '' })).toEqual({ personalCode: 'required' });
  });
  it('says "not Estonian" for a code that is not 11 digits', () => {
    expect(eidLoginProblems('smart-id', { phone: '', personalCode: '010190-12345' })).toEqual({
      alert: 'not-estonian',
    });
  });
  it('says "check the data" for a wrong check digit or an impossible phone number', () => {
    expect(eidLoginProblems('smart-id', { phone: '', personalCode: '49403136527' })).toEqual({ alert: 'check-data' });
    expect(eidLoginProblems('mobile-id', { phone: '12', personalCode: VALID })).toEqual({ alert: 'check-data' });
  });
  it('accepts a valid code and phone', () => {
    const problems = eidLoginProblems('mobile-id', { phone: '+372 5123 456', personalCode: ` ${VALID} ` });
    expect(problems).toEqual({});
    expect(hasEidLoginProblems(problems)).toBe(false);
    expect(hasEidLoginProblems({ alert: 'check-data' })).toBe(true);
  });
});

describe('phone numbers', () => {
  it('drops spaces and dashes, and adds +372 when there is no country code', () => {
    expect(compactPhone('+372 512-3456')).toBe('+3725123456');
    expect(dokobitPhone('5123 456')).toBe('+3725123456');
    expect(dokobitPhone('+3585123456')).toBe('+3585123456');
  });

  it('reads a country code typed without + (372…, 00372…) as the country code, not as the number', () => {
    expect(dokobitPhone('372 5123 4567')).toBe('+37251234567');
    expect(dokobitPhone('00372 5123456')).toBe('+3725123456');
    expect(dokobitPhone('003585123456')).toBe('+3585123456');
  });
});
