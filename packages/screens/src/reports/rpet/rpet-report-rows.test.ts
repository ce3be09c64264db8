import type { RpetReport } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { rpetListRows, rpetOrdering, rpetRowActions } from './rpet-report-rows';

const report = (submitted_at: string | null): RpetReport => ({
  id: 7,
  client: { name: 'Põhjala', client_id: 3 },
  period: 2025,
  period_formatted: '2025',
  submitted_at,
  status: submitted_at ? 'submitted' : 'unsubmitted',
  lines: [],
});

describe('rPET list rows', () => {
  it('reads the status from submitted_at', () => {
    expect(rpetListRows([report(null), report('2026-03-10T13:00:00Z')]).map((row) => row.status)).toEqual([
      'unsubmitted',
      'submitted',
    ]);
  });

  it('offers the import only to a client, only while unsubmitted', () => {
    expect(rpetRowActions(report(null), 'client')).toEqual(['open', 'export', 'import']);
    expect(rpetRowActions(report('2026-03-10T13:00:00Z'), 'client')).toEqual(['open', 'export']);
    expect(rpetRowActions(report(null), 'admin')).toEqual(['open', 'export']);
  });

  it('sorts on the server by the API’s field names', () => {
    expect(rpetOrdering({ id: 'period', desc: true })).toBe('-period');
    expect(rpetOrdering({ id: 'submittedAt', desc: false })).toBe('submitted_at');
    expect(rpetOrdering({ id: 'company', desc: false })).toBe('client__name');
    expect(rpetOrdering({ id: 'status', desc: false })).toBeUndefined();
    expect(rpetOrdering(null)).toBeUndefined();
  });
});
