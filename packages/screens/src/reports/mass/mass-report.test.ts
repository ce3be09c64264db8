import { describe, expect, it } from 'vitest';
import { massRow } from './mass-columns';
import { massQuery } from './mass-filters';

describe('mass report', () => {
  it('reads an item into a row of numbers', () => {
    expect(
      massRow({
        id: 3,
        EAN: '4740001000017',
        name: 'Vesi',
        package_type: 'PET',
        weight: 21.5,
        volume: '50',
        total_quantity: 1000,
        total_weight: 0.0215,
      }),
    ).toEqual({
      id: '3',
      ean: '4740001000017',
      name: 'Vesi',
      packageType: 'PET',
      weight: 21.5,
      volume: 50,
      quantity: 1000,
      totalWeight: 0.0215,
    });
  });

  it('asks for six months back by default, or the applied range', () => {
    expect(massQuery({}, '2026-11')).toEqual({ fromDate: '2026-05', toDate: '2026-11' });
    expect(massQuery({ period: { from: '2026-01', to: '2026-02' } }, '2026-11')).toEqual({
      fromDate: '2026-01',
      toDate: '2026-02',
    });
  });
});
