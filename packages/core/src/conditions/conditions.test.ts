import { describe, expect, it } from 'vitest';
import { APPLICATIONS_HIDDEN_CONDITIONS, appliedConditions, PACKAGE_CONDITIONS, packageConditions } from './conditions';

describe('package conditions', () => {
  it('lists the five conditions in filter order and hides the test ones in applications', () => {
    expect(PACKAGE_CONDITIONS).toEqual(['unsynced', 'unsubmittedReports', 'debt', 'typeComments', 'comment']);
    expect(APPLICATIONS_HIDDEN_CONDITIONS).toEqual(['typeComments', 'comment']);
  });

  it('reads a row with every condition', () => {
    const state = packageConditions({
      skip_migration: true,
      unsubmitted_sales_reports: 2,
      debt: '120.50',
      last_test: { has_comment: true, has_standard_comments: true },
    });
    expect(state).toMatchObject({ unsynced: true, unsubmittedReports: 2, typeComments: true, comment: true });
    expect(state.debt?.toFixed(2)).toBe('120.50');
    expect(appliedConditions(state)).toEqual(PACKAGE_CONDITIONS);
  });

  it('reads a row with none: missing fields, zero or negative debt, no test', () => {
    const empty = packageConditions({});
    expect(empty).toEqual({ unsynced: false, unsubmittedReports: 0, debt: null, typeComments: false, comment: false });
    expect(appliedConditions(empty)).toEqual([]);
    expect(packageConditions({ debt: 0, unsubmitted_sales_reports: -1, last_test: null }).debt).toBeNull();
    expect(packageConditions({ debt: null, skip_migration: false, last_test: {} })).toEqual(empty);
    expect(appliedConditions(packageConditions({ debt: -5, last_test: { has_comment: true } }))).toEqual(['comment']);
  });
});
