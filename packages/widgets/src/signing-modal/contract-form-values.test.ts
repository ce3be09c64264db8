import { contractFormProblems } from '@epp/core';
import { describe, expect, it } from 'vitest';
import {
  COMPANY_FIELDS,
  EMPTY_CONTRACT_FORM,
  fieldShape,
  PERSONAL_FIELDS,
  signProblemKeys,
} from './contract-form-values';

describe('signProblemKeys', () => {
  it('says "fill every red field" before "no method chosen"', () => {
    expect(signProblemKeys(contractFormProblems(EMPTY_CONTRACT_FORM))).toEqual([
      'widgets.signingModal.fillAll',
      'errors.signing.methodMissing',
    ]);
    expect(signProblemKeys({ missing: [], methodMissing: true })).toEqual(['errors.signing.methodMissing']);
    expect(signProblemKeys({ missing: ['city'], methodMissing: false })).toEqual(['widgets.signingModal.fillAll']);
    expect(signProblemKeys({ missing: [], methodMissing: false })).toEqual([]);
  });
});

describe('the form layout', () => {
  it('lists every text field but the company name, which has the lookup, and the basis, a radio group', () => {
    const listed = [...PERSONAL_FIELDS, ...COMPANY_FIELDS, 'companyName', 'basis'].sort();
    const textFields = Object.keys(EMPTY_CONTRACT_FORM)
      .filter((field) => field !== 'termsAccepted' && field !== 'method')
      .sort();
    expect(listed).toEqual(textFields);
  });

  it('types the e-mail and phone fields and lays the address across the row', () => {
    expect(fieldShape('email')).toEqual({ type: 'email' });
    expect(fieldShape('companyEmail')).toEqual({ type: 'email' });
    expect(fieldShape('phone')).toEqual({ type: 'tel' });
    expect(fieldShape('fullAddress')).toEqual({ wide: true });
    expect(fieldShape('city')).toEqual({});
  });
});
