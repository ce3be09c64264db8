import { describe, expect, it } from 'vitest';
import {
  packageTestStatus,
  returnReportStatus,
  STATUS_FAMILIES,
  STATUS_FAMILY_NAMES,
  statusTone,
  statusValueOf,
  userVerificationStatus,
} from './status-families';

const tonesOf = (family: keyof typeof STATUS_FAMILIES, audience: 'client' | 'admin') =>
  Object.fromEntries(STATUS_FAMILIES[family].map((value) => [value, statusTone(family, value, audience)]));

describe('status families', () => {
  it('lists every family', () => {
    expect(STATUS_FAMILY_NAMES).toEqual([
      'salesReport',
      'contract',
      'invoice',
      'package',
      'testResult',
      'packageTest',
      'rpet',
      'returnReport',
      'additionalDeposit',
      'userVerification',
    ]);
  });

  it('reads server values in the family spelling, any case, ids as numbers', () => {
    expect(statusValueOf('invoice', 'OVERDUE')).toBe('Overdue');
    expect(statusValueOf('salesReport', ' submitted ')).toBe('SUBMITTED');
    expect(statusValueOf('package', 10)).toBe('10');
    expect(statusValueOf('testResult', 1)).toBe('OK');
    expect(statusValueOf('testResult', '2')).toBe('NOK');
    expect(statusValueOf('testResult', 'N/A')).toBe('NA');
    expect(statusValueOf('testResult', 'maybe')).toBeNull();
    expect(statusValueOf('contract', 'ARCHIVED')).toBeNull();
    expect(statusValueOf('rpet', null)).toBeNull();
    expect(statusValueOf('rpet', undefined)).toBeNull();
  });

  it('gives clients and administrators different tones only where the spec does', () => {
    expect(tonesOf('salesReport', 'client')).toEqual({
      UNSUBMITTED: 'warning',
      SUBMITTED: 'success',
      UNCONFIRMED: 'info',
      CONFIRMED: 'success',
      REJECTED: 'error',
    });
    expect(tonesOf('salesReport', 'admin')).toEqual({
      UNSUBMITTED: 'info',
      SUBMITTED: 'success',
      UNCONFIRMED: 'warning',
      CONFIRMED: 'success',
      REJECTED: 'info',
    });
    expect(tonesOf('contract', 'client')).toEqual({ NOT_SIGNED: 'error', SIGNED: 'success', INVALID: 'info' });
    expect(tonesOf('contract', 'admin')).toEqual({ NOT_SIGNED: 'warning', SIGNED: 'success', INVALID: 'info' });
    for (const family of STATUS_FAMILY_NAMES.filter((name) => name !== 'salesReport' && name !== 'contract')) {
      expect(tonesOf(family, 'admin')).toEqual(tonesOf(family, 'client'));
    }
  });

  it('colours every other family', () => {
    expect(tonesOf('invoice', 'client')).toEqual({ Unpaid: 'warning', Paid: 'success', Overdue: 'error' });
    expect(STATUS_FAMILIES.package.map((id) => statusTone('package', id))).toEqual([
      'default',
      'warning',
      'info',
      'warning',
      'error',
      'success',
      'error',
      'error',
      'default',
      'default',
    ]);
    expect(tonesOf('testResult', 'client')).toEqual({ OK: 'success', NOK: 'error', NA: 'default' });
    expect(tonesOf('packageTest', 'client')).toEqual({
      untested: 'default',
      unconfirmed: 'warning',
      confirmed: 'success',
    });
    expect(tonesOf('rpet', 'client')).toEqual({ unsubmitted: 'warning', submitted: 'success' });
    expect(tonesOf('returnReport', 'client')).toEqual({ unconfirmed: 'warning', confirmed: 'success' });
    expect(tonesOf('additionalDeposit', 'client')).toEqual({
      'not-posted': 'warning',
      posted: 'success',
      unknown: 'default',
    });
    expect(tonesOf('userVerification', 'client')).toEqual({ unverified: 'warning', verified: 'success' });
  });

  it('keeps unknown values neutral and defaults to the client audience', () => {
    expect(statusTone('invoice', 'Credit')).toBe('default');
    expect(statusTone('rpet', null, 'admin')).toBe('default');
    expect(statusTone('contract', 'NOT_SIGNED')).toBe('error');
  });

  it('names the states the API carries as dates and flags', () => {
    expect(packageTestStatus({ status: null, confirmed_at: null })).toBe('untested');
    expect(packageTestStatus({ status: 2, confirmed_at: null })).toBe('unconfirmed');
    expect(packageTestStatus({ status: 1, confirmed_at: '2026-11-01' })).toBe('confirmed');
    expect(returnReportStatus({ confirmed_at: null })).toBe('unconfirmed');
    expect(returnReportStatus({ confirmed_at: '2026-11-01' })).toBe('confirmed');
    expect(userVerificationStatus({ is_verified: true })).toBe('verified');
    expect(userVerificationStatus({ is_verified: false })).toBe('unverified');
  });
});
