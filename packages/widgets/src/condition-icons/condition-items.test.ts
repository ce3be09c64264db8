import { APPLICATIONS_HIDDEN_CONDITIONS, packageConditions } from '@epp/core';
import { describe, expect, it } from 'vitest';
import { conditionItems } from './condition-items';

const all = packageConditions({
  skip_migration: true,
  unsubmitted_sales_reports: 3,
  debt: '45.10',
  last_test: { has_comment: true, has_standard_comments: true },
});

describe('condition items', () => {
  it('shows all five when all apply', () => {
    expect(conditionItems(all)).toEqual([
      { condition: 'unsynced', on: true },
      { condition: 'unsubmittedReports', on: true },
      { condition: 'debt', on: true },
      { condition: 'typeComments', on: true },
      { condition: 'comment', on: true },
    ]);
  });

  it('keeps the sync and comment states when nothing applies', () => {
    expect(conditionItems(packageConditions({}))).toEqual([
      { condition: 'unsynced', on: false },
      { condition: 'typeComments', on: false },
      { condition: 'comment', on: false },
    ]);
  });

  it('hides the test-comment icons in the applications list', () => {
    expect(conditionItems(all, APPLICATIONS_HIDDEN_CONDITIONS).map((item) => item.condition)).toEqual([
      'unsynced',
      'unsubmittedReports',
      'debt',
    ]);
  });
});
