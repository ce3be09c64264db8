import { describe, expect, it } from 'vitest';
import { filterParamsOf } from '../../kit';
import { SALES_LIST_FILTERS } from './sales-list-params';

describe('the period filter in the address', () => {
  const params = filterParamsOf(SALES_LIST_FILTERS, { today: '2026-11-15' });

  it('keeps the period as ?from=&to=, leaving other parameters alone', () => {
    const written = params.write({ period: { from: '2025-09', to: '2026-10' } }, new URLSearchParams('size=50'));
    expect(written.toString()).toBe('size=50&from=2025-09&to=2026-10');
    expect(params.read(written)).toEqual({ period: { from: '2025-09', to: '2026-10' } });
  });

  it('reads a malformed address as the default range, and drops an end that is not set', () => {
    expect(params.read(new URLSearchParams('from=2026-10&to=2026-01'))).toEqual({
      period: { from: '2025-11', to: '2026-11' },
    });
    expect(params.write({ period: { from: '2025-09' } }, new URLSearchParams('to=2026-10')).toString()).toBe(
      'from=2025-09',
    );
  });
});
