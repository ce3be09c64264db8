import { describe, expect, it } from 'vitest';
import { rpetAdminQuery } from './rpet-reports-filters';

describe('the operator’s rPET list query', () => {
  it('sends the chosen company, status and years', () => {
    expect(rpetAdminQuery({ client: '12', submitted: 'true' }, { from: '2025-01', to: '2025-12' }, 2026)).toEqual({
      client: '12',
      submitted: 'true',
      year_from: 2025,
      year_to: 2025,
    });
  });

  it('asks for every company, status and year when nothing (or nothing known) is chosen', () => {
    expect(rpetAdminQuery({ client: 'x', submitted: 'maybe' }, {}, 2026)).toEqual({ year_from: 2024, year_to: 2026 });
  });
});
