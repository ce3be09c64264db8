import { describe, expect, it } from 'vitest';
import { returnListDefaults, returnListQuery } from './return-list-query';

describe('returnListQuery', () => {
  it('asks for the applied months, the sort as ordering and the page', () => {
    const query = returnListQuery(
      { period: { from: '2026-05', to: '2026-11' } },
      { id: 'period', desc: true },
      { page: 2, pageSize: 10 },
    );
    expect(query).toEqual({
      ordering: '-period_end',
      page: 2,
      page_size: 10,
      period_start: '2026-05',
      period_end: '2026-11',
    });
  });

  it('leaves out open or malformed ends and an unsorted ordering', () => {
    expect(returnListQuery({ period: { from: '2026-5' } }, null, { page: 1, pageSize: 25 })).toEqual({
      page: 1,
      page_size: 25,
    });
  });

  it('maps the confirmation column to confirmed_at, ascending without a minus', () => {
    expect(returnListQuery({}, { id: 'confirmedAt', desc: false }, { page: 1, pageSize: 25 }).ordering).toBe(
      'confirmed_at',
    );
  });
});

describe('returnListQuery of the operator', () => {
  it('sends the client and the confirmed choice; page size 0 asks for all', () => {
    expect(returnListQuery({ client: '105', confirmed: 'false' }, null, { page: 1, pageSize: 0 })).toEqual({
      client: '105',
      confirmed: 'false',
      page: 1,
      page_size: 0,
    });
  });

  it('leaves out an unknown confirmed choice and an empty client', () => {
    expect(returnListQuery({ client: '', confirmed: 'maybe' }, null, { page: 1, pageSize: 25 })).toEqual({
      page: 1,
      page_size: 25,
    });
  });
});

describe('returnListDefaults', () => {
  it('is the last 6 months up to the current one (spec §9 "other reports")', () => {
    expect(returnListDefaults('2026-11')).toEqual({ period: { from: '2026-05', to: '2026-11' } });
  });
});
