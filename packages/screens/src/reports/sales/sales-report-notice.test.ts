import { describe, expect, it } from 'vitest';
import { salesListNoticeOf, salesListState, salesReportNoticeOf, salesReportState } from './sales-report-notice';

describe('salesListNoticeOf', () => {
  it('reads back the state the detail screens send', () => {
    expect(salesListNoticeOf(salesListState({ kind: 'submitted', period: '2026-10' }))).toEqual({
      kind: 'submitted',
      period: '2026-10',
    });
  });

  it('ignores anything else', () => {
    expect(salesListNoticeOf(null)).toBeNull();
    expect(salesListNoticeOf('x')).toBeNull();
    expect(salesListNoticeOf({ other: 1 })).toBeNull();
    expect(salesListNoticeOf({ salesListNotice: null })).toBeNull();
    expect(salesListNoticeOf({ salesListNotice: { kind: 'opened', period: '2026-10' } })).toBeNull();
    expect(salesListNoticeOf({ salesListNotice: { kind: 'submitted' } })).toBeNull();
  });
});

describe('salesReportNoticeOf', () => {
  it('reads back the state the list sends after an import', () => {
    expect(salesReportNoticeOf(salesReportState({ kind: 'imported' }))).toEqual({ kind: 'imported' });
  });

  it('ignores anything else', () => {
    expect(salesReportNoticeOf(undefined)).toBeNull();
    expect(salesReportNoticeOf(salesListState({ kind: 'submitted', period: '2026-10' }))).toBeNull();
    expect(salesReportNoticeOf({ salesReportNotice: 'imported' })).toBeNull();
    expect(salesReportNoticeOf({ salesReportNotice: { kind: 'deleted' } })).toBeNull();
  });
});
