import { describe, expect, it } from 'vitest';
import {
  additionalDepositPosting,
  canBulkConfirmReturnReports,
  canEditRpet,
  canUnsubmitRpet,
  isReturnReportConfirmed,
  rpetStatus,
} from './other-reports';

describe('rPET', () => {
  const unsubmitted = { submitted_at: null };
  const submitted = { submitted_at: '2026-01-10T08:00:00Z' };

  it('shows unsubmitted, submitted or a dash', () => {
    expect(rpetStatus(unsubmitted)).toBe('unsubmitted');
    expect(rpetStatus(submitted)).toBe('submitted');
    expect(rpetStatus(null)).toBeNull();
    expect(rpetStatus(undefined)).toBeNull();
  });

  it('is edited only by clients while unsubmitted, unsubmitted only by admins', () => {
    expect(canEditRpet(unsubmitted, 'client')).toBe(true);
    expect(canEditRpet(submitted, 'client')).toBe(false);
    expect(canEditRpet(unsubmitted, 'admin')).toBe(false);
    expect(canUnsubmitRpet(submitted, 'admin')).toBe(true);
    expect(canUnsubmitRpet(unsubmitted, 'admin')).toBe(false);
    expect(canUnsubmitRpet(submitted, 'client')).toBe(false);
  });
});

describe('return and additional-deposit reports', () => {
  it('bulk-confirms only when every selected report is confirmable', () => {
    expect(canBulkConfirmReturnReports([{ is_confirmable: true }, { is_confirmable: true }])).toBe(true);
    expect(canBulkConfirmReturnReports([{ is_confirmable: true }, { is_confirmable: false }])).toBe(false);
    expect(canBulkConfirmReturnReports([])).toBe(false);
  });

  it('reads confirmation and posting', () => {
    expect(isReturnReportConfirmed({ confirmed_at: null })).toBe(false);
    expect(isReturnReportConfirmed({ confirmed_at: '2026-02-01' })).toBe(true);
    expect(additionalDepositPosting({ is_posted: true })).toBe('posted');
    expect(additionalDepositPosting({ is_posted: false })).toBe('not-posted');
    expect(additionalDepositPosting({ is_posted: null })).toBe('unknown');
  });
});
