import { describe, expect, it } from 'vitest';
import { defineListFilters, filterParamsOf } from '../kit';
import { periodQuery, reportPeriodFilter, reportPeriodOf } from './report-period';

describe('report period', () => {
  it('keeps a valid range and takes each missing or malformed end from the default', () => {
    expect(reportPeriodOf({ period: { from: '2026-02', to: '2026-05' } }, 'summary', '2026-11')).toEqual({
      from: '2026-02',
      to: '2026-05',
    });
    expect(reportPeriodOf({}, 'summary', '2026-11')).toEqual({ from: '2025-11', to: '2026-11' });
    expect(reportPeriodOf({ period: { from: '2026-13' } }, 'other', '2026-11')).toEqual({
      from: '2026-05',
      to: '2026-11',
    });
  });

  it('falls back to the default for a reversed range or one past the current month', () => {
    const fallback = { from: '2025-11', to: '2026-11' };
    expect(reportPeriodOf({ period: { from: '2026-05', to: '2026-02' } }, 'summary', '2026-11')).toEqual(fallback);
    expect(reportPeriodOf({ period: { from: '2026-05', to: '2026-12' } }, 'summary', '2026-11')).toEqual(fallback);
  });

  it('reads the other filters as written and the range corrected; writes them back', () => {
    const filters = defineListFilters({
      category: { kind: 'select', label: 'screens.client.summaryReport.category' },
      period: reportPeriodFilter('screens.client.summaryReport.period', 'other'),
    });
    const codec = filterParamsOf(filters, { today: '2026-11-15' });
    expect(codec.read(new URLSearchParams('category=3&period.from=x'))).toEqual({
      category: '3',
      period: { from: '2026-05', to: '2026-11' },
    });
    const written = codec.write({ period: { from: '2026-01', to: '2026-03' } }, new URLSearchParams('size=50'));
    expect(written.toString()).toBe('size=50&period.from=2026-01&period.to=2026-03');
  });

  it('names the ends as the report calls do', () => {
    expect(periodQuery({ from: '2026-01', to: '2026-03' })).toEqual({ fromDate: '2026-01', toDate: '2026-03' });
  });
});
