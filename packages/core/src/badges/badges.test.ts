import { describe, expect, it } from 'vitest';
import { SALES_REPORT_STATUSES } from '../state-rules/sales-reports';
import {
  contractStatusTone,
  invoiceStatusTone,
  packageStatusTone,
  rpetStatusTone,
  salesReportStatusTone,
  testResultTone,
} from './badges';

describe('badge tones', () => {
  it('colours sales report statuses differently for clients and administrators', () => {
    expect(SALES_REPORT_STATUSES.map((status) => salesReportStatusTone(status, 'client'))).toEqual([
      'warning',
      'success',
      'info',
      'success',
      'error',
    ]);
    expect(SALES_REPORT_STATUSES.map((status) => salesReportStatusTone(status, 'admin'))).toEqual([
      'info',
      'success',
      'warning',
      'success',
      'info',
    ]);
    expect(salesReportStatusTone('ARCHIVED', 'client')).toBe('default');
    expect(salesReportStatusTone('toString', 'admin')).toBe('default');
  });

  it('colours package statuses by id', () => {
    const ids = [1, 2, 3, 10, 4, 5, 6, 7, 9, 12, 99];
    expect(ids.map(packageStatusTone)).toEqual([
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
      'default',
    ]);
  });

  it('shows a pending contract as an error to clients and a warning to administrators', () => {
    expect(contractStatusTone('NOT_SIGNED', 'client')).toBe('error');
    expect(contractStatusTone('NOT_SIGNED', 'admin')).toBe('warning');
    expect(contractStatusTone('SIGNED', 'client')).toBe('success');
    expect(contractStatusTone('INVALID', 'admin')).toBe('info');
  });

  it('colours invoices and test results', () => {
    expect(['Unpaid', 'Paid', 'OVERDUE', 'Credit'].map(invoiceStatusTone)).toEqual([
      'warning',
      'success',
      'error',
      'default',
    ]);
    expect([1, 'NOK', 'N/A', null].map(testResultTone)).toEqual(['success', 'error', 'default', 'default']);
    expect(rpetStatusTone('submitted')).toBe('success');
    expect(rpetStatusTone('unsubmitted')).toBe('warning');
  });
});
