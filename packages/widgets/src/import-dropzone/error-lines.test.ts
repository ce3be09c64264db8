import { ApiError } from '@epp/api/client';
import { describe, expect, it } from 'vitest';
import { importErrorLines } from './error-lines';

describe('importErrorLines', () => {
  it('gives the rows of a 400 answer with an errors array', () => {
    const error = new ApiError({
      kind: 'http',
      endpoint: 'PUT sales-reports/import/{id}/',
      status: 400,
      body: { errors: [{ code: 'package_not_found', ean: '4740000000017' }, { code: 'file_has_no_rows' }] },
    });
    expect(importErrorLines(error)).toEqual([
      { ean: '4740000000017', code: 'package_not_found' },
      { ean: null, code: 'file_has_no_rows' },
    ]);
  });

  it('gives null for errors without rows', () => {
    expect(importErrorLines(new Error('boom'))).toBeNull();
    expect(
      importErrorLines(new ApiError({ kind: 'http', endpoint: 'x', status: 500, body: { detail: 'Viga' } })),
    ).toBeNull();
  });
});
