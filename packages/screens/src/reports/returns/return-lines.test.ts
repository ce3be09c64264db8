import { describe, expect, it } from 'vitest';
import { returnLineRow } from './return-lines-columns';
import { returnListRow } from './return-list-columns';

const line = {
  id: 7,
  package: { ean: '4741010000425', name: 'Värska 0,5 l', package_type: 'PET', volume: '50' },
  quantity_sold: 100,
  quantity_returned: 104,
  returned_percentage: 104,
  returned_more_than_sold: true,
  created_at: '2026-10-31T09:00:00Z',
  updated_at: '2026-11-02T09:00:00Z',
  comments_count: 2,
};

describe('return report rows', () => {
  it('flattens a line: the package, quantities, the flag, dates and comment count', () => {
    expect(returnLineRow(line)).toMatchObject({
      id: '7',
      lineId: 7,
      ean: '4741010000425',
      volume: 50,
      moreThanSold: true,
      comments: 2,
    });
  });

  it('counts a report’s lines and those returned more than sold', () => {
    const report = {
      id: 3,
      client: { name: 'Põhjala', client_id: 101 },
      period_start: '2026-08-01',
      period_end: '2026-10-31',
      period_formatted: '08.2026 – 10.2026',
      confirmed_at: null,
      is_confirmable: true,
      lines: [line, { ...line, id: 8, returned_more_than_sold: false }],
    };
    expect(returnListRow(report)).toEqual({
      id: '3',
      period: '08.2026 – 10.2026',
      confirmedAt: null,
      lines: 2,
      moreThanSold: 1,
    });
  });
});
