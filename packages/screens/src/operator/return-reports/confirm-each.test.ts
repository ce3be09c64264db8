import { ApiError } from '@epp/api/client';
import { describe, expect, it } from 'vitest';
import { confirmEach } from './confirm-each';

const refusal = (code: string) =>
  new ApiError({
    kind: 'http',
    endpoint: 'POST return-reports/bulk-confirm/',
    status: 400,
    body: { errors: [{ code }] },
  });

describe('confirmEach', () => {
  it('asks for each report on its own and keeps each refusal with its report and codes', async () => {
    const asked: number[] = [];
    const result = await confirmEach([{ id: 1 }, { id: 2 }, { id: 3 }], async (id) => {
      asked.push(id);
      if (id === 2) throw refusal('report_has_open_comments');
    });
    expect(asked).toEqual([1, 2, 3]);
    expect(result.confirmed).toEqual([{ id: 1 }, { id: 3 }]);
    expect(result.refused).toEqual([{ report: { id: 2 }, reasons: [{ code: 'report_has_open_comments' }] }]);
  });

  it('gives a failure without codes its message ("Ootamatu viga" for an entry without a code)', async () => {
    const result = await confirmEach([{ id: 7 }], async () => {
      throw new ApiError({ kind: 'http', endpoint: 'x', status: 400, body: { errors: [{}] } });
    });
    expect(result.refused[0]?.reasons).toEqual([{ key: 'errors.unexpectedShort', params: {} }]);
  });
});
