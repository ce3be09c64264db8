import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMonths } from '../periods/calendar';
import {
  belongsToUnconfirmedList,
  belongsToUnsubmittedList,
  canAddOriginal,
  canAdminDeleteOriginal,
  canClientDeleteRepair,
  canCreateRepair,
  canReviewRepair,
  isRecentPeriod,
  isRepairRejectionReasonValid,
  isSalesReportEditable,
  isSalesReportSubmitted,
  SALES_REPORT_STATUSES,
  salesReportActions,
} from './sales-reports';

const CURRENT = '2026-11';
const SUBMITTED_AT = '2026-10-05T10:00:00Z';

describe('recent periods', () => {
  it('is recent up to 12 months before the current month, inclusive', () => {
    expect(isRecentPeriod('2026-11', CURRENT)).toBe(true);
    expect(isRecentPeriod('2025-11', CURRENT)).toBe(true);
    expect(isRecentPeriod('2025-10', CURRENT)).toBe(false);
    expect(isRecentPeriod('2026-12', CURRENT)).toBe(true);
  });

  it('flips exactly at 12 months back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 }), (monthsBack) => {
        expect(isRecentPeriod(addMonths(CURRENT, -monthsBack), CURRENT)).toBe(monthsBack <= 12);
      }),
    );
  });
});

describe('editability', () => {
  it('needs a recent period and status UNSUBMITTED or REJECTED', () => {
    for (const status of SALES_REPORT_STATUSES) {
      const editable = status === 'UNSUBMITTED' || status === 'REJECTED';
      expect(isSalesReportEditable({ period: '2025-11', status }, CURRENT)).toBe(editable);
      expect(isSalesReportEditable({ period: '2025-10', status }, CURRENT)).toBe(false);
    }
  });

  it('counts a report with submitted_at as submitted', () => {
    expect(isSalesReportSubmitted({ submitted_at: SUBMITTED_AT })).toBe(true);
    expect(isSalesReportSubmitted({ submitted_at: null })).toBe(false);
    expect(isSalesReportSubmitted({ submitted_at: '' })).toBe(false);
    expect(isSalesReportSubmitted({})).toBe(false);
  });

  it('lets the original be added or imported only while unsubmitted and recent', () => {
    expect(canAddOriginal({ period: '2025-11', status: 'UNSUBMITTED', submitted_at: null }, CURRENT)).toBe(true);
    expect(canAddOriginal({ period: '2025-10', status: 'UNSUBMITTED', submitted_at: null }, CURRENT)).toBe(false);
    expect(canAddOriginal({ period: '2026-10', status: 'REJECTED', submitted_at: SUBMITTED_AT }, CURRENT)).toBe(false);
  });
});

describe('repairs', () => {
  const submitted = { period: '2026-06', status: 'SUBMITTED', submitted_at: SUBMITTED_AT };

  it('can be created for a submitted, recent original without a repair', () => {
    expect(canCreateRepair(submitted, CURRENT)).toBe(true);
    expect(canCreateRepair({ ...submitted, submitted_at: null }, CURRENT)).toBe(false);
    expect(canCreateRepair({ ...submitted, period: '2025-10' }, CURRENT)).toBe(false);
    expect(
      canCreateRepair({ ...submitted, repair_report: { period: '2026-06', status: 'UNSUBMITTED' } }, CURRENT),
    ).toBe(false);
  });

  it('can be deleted by the client while UNSUBMITTED or REJECTED; reviewed by the operator while UNCONFIRMED', () => {
    expect(SALES_REPORT_STATUSES.filter((status) => canClientDeleteRepair({ status }))).toEqual([
      'UNSUBMITTED',
      'REJECTED',
    ]);
    expect(SALES_REPORT_STATUSES.filter((status) => canReviewRepair({ status }))).toEqual(['UNCONFIRMED']);
    expect(SALES_REPORT_STATUSES.filter((status) => canAdminDeleteOriginal({ status }))).toEqual(['UNSUBMITTED']);
  });

  it('needs a non-blank reason to be cancelled', () => {
    expect(isRepairRejectionReasonValid('  Koguseid pole muudetud ')).toBe(true);
    expect(isRepairRejectionReasonValid(' \n ')).toBe(false);
  });
});

describe('operator lists', () => {
  it('puts reports with an UNSUBMITTED or REJECTED original or repair in the unsubmitted list', () => {
    expect(belongsToUnsubmittedList({ period: '2026-01', status: 'REJECTED' })).toBe(true);
    expect(
      belongsToUnsubmittedList({
        period: '2026-01',
        status: 'CONFIRMED',
        repair_report: { period: '2026-01', status: 'UNSUBMITTED' },
      }),
    ).toBe(true);
    expect(belongsToUnsubmittedList({ period: '2026-01', status: 'SUBMITTED' })).toBe(false);
  });

  it('puts reports whose repair is UNCONFIRMED in the unconfirmed list', () => {
    expect(
      belongsToUnconfirmedList({
        period: '2026-01',
        status: 'CONFIRMED',
        repair_report: { period: '2026-01', status: 'UNCONFIRMED' },
      }),
    ).toBe(true);
    expect(belongsToUnconfirmedList({ period: '2026-01', status: 'UNCONFIRMED' })).toBe(false);
  });
});

describe('salesReportActions', () => {
  it('offers fill-in, import and template for a fresh recent report', () => {
    expect(salesReportActions({ period: '2026-10', status: 'UNSUBMITTED', submitted_at: null }, CURRENT)).toEqual([
      'edit-original',
      'export-original-template',
      'import-original',
    ]);
  });

  it('offers view and add-repair for a submitted recent report', () => {
    expect(salesReportActions({ period: '2026-10', status: 'SUBMITTED', submitted_at: SUBMITTED_AT }, CURRENT)).toEqual(
      ['view-original', 'add-repair'],
    );
  });

  it('lets a rejected original be fixed but not re-imported', () => {
    expect(salesReportActions({ period: '2026-10', status: 'REJECTED', submitted_at: SUBMITTED_AT }, CURRENT)).toEqual([
      'edit-original',
      'export-original-template',
      'add-repair',
    ]);
  });

  it('offers fixing an editable repair and viewing a finished one', () => {
    const original = { period: '2026-10', status: 'CONFIRMED', submitted_at: SUBMITTED_AT };
    expect(
      salesReportActions({ ...original, repair_report: { period: '2026-10', status: 'REJECTED' } }, CURRENT),
    ).toEqual(['view-original', 'edit-repair', 'import-repair', 'export-repair-template']);
    expect(
      salesReportActions({ ...original, repair_report: { period: '2026-10', status: 'UNCONFIRMED' } }, CURRENT),
    ).toEqual(['view-original', 'view-repair']);
  });

  it('gives old periods without a repair only a view', () => {
    expect(salesReportActions({ period: '2024-01', status: 'SUBMITTED', submitted_at: SUBMITTED_AT }, CURRENT)).toEqual(
      ['view-original'],
    );
    expect(salesReportActions({ period: '2024-01', status: 'UNSUBMITTED', submitted_at: null }, CURRENT)).toEqual([
      'view-original',
    ]);
  });
});
