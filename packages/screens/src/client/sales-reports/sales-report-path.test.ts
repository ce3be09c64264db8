import { describe, expect, it } from 'vitest';
import { salesReportPathOf } from './sales-report-path';

describe('salesReportPathOf', () => {
  it('opens the report or its repair by the original id', () => {
    expect(salesReportPathOf(12, false)).toBe('/reports/sale/12');
    expect(salesReportPathOf(12, true)).toBe('/reports/sale/12/repair');
  });
});
