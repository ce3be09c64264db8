import { describe, expect, it } from 'vitest';
import { arrivalNoticeOf } from '../../kit';
import { salesListNoticeOf, salesListState, salesReportNoticeOf, salesReportState } from './sales-report-notice';

describe('salesListNoticeOf', () => {
  it('reads back the state the detail screens send', () => {
    expect(salesListNoticeOf(arrivalNoticeOf(salesListState({ kind: 'submitted', period: '2026-10' })))).toEqual({
      kind: 'submitted',
      period: '2026-10',
    });
  });

  it('ignores anything else', () => {
    expect(salesListNoticeOf(null)).toBeNull();
    expect(salesListNoticeOf('x')).toBeNull();
    expect(salesListNoticeOf({ kind: 'opened', period: '2026-10' })).toBeNull();
    expect(salesListNoticeOf({ kind: 'submitted' })).toBeNull();
    expect(salesListNoticeOf(arrivalNoticeOf(salesReportState({ kind: 'imported' })))).toBeNull();
  });
});

describe('salesReportNoticeOf', () => {
  it('reads back the state the list sends after an import', () => {
    expect(salesReportNoticeOf(arrivalNoticeOf(salesReportState({ kind: 'imported' })))).toEqual({ kind: 'imported' });
  });

  it('ignores anything else', () => {
    expect(salesReportNoticeOf(undefined)).toBeNull();
    expect(salesReportNoticeOf(arrivalNoticeOf(salesListState({ kind: 'submitted', period: '2026-10' })))).toBeNull();
    expect(salesReportNoticeOf('imported')).toBeNull();
    expect(salesReportNoticeOf({ kind: 'deleted' })).toBeNull();
  });
});
