import { describe, expect, it } from 'vitest';
import { additionalDepositLineRows } from './additional-deposit-lines';
import { additionalDepositListRow } from './additional-deposit-list-columns';
import { additionalDepositListQuery } from './additional-deposit-list-query';

const report = {
  id: 5,
  client: { name: 'Põhjala', client_id: 101 },
  period: 2024,
  invoices: [],
  is_posted: true,
  last_synced_at: null,
  lines: [
    {
      package: { ean: '4741010000111', name: 'Öö 0,33 l', package_type: 'Plekk', volume: 33 },
      quantity: 633,
      total_fee: 6.33,
      base_fee: 0.01,
      return_threshold_total_fee: 3.17,
      return_threshold_base_fee: 0.005,
    },
  ],
};

describe('additional-deposit rows', () => {
  it('gives a line without an id its position as id', () => {
    expect(additionalDepositLineRows(report)).toEqual([
      {
        id: 'line-0',
        ean: '4741010000111',
        name: 'Öö 0,33 l',
        packageType: 'Plekk',
        volume: 33,
        quantity: 633,
        totalFee: 6.33,
        baseFee: 0.01,
        thresholdFee: 3.17,
        thresholdBaseFee: 0.005,
      },
    ]);
  });

  it('shows the year when the server sends no formatted period', () => {
    expect(additionalDepositListRow(report).period).toBe('2024');
  });

  it('asks for the year range as months snapped to January and December', () => {
    expect(
      additionalDepositListQuery(
        { period: { from: '2024-01', to: '2025-12' } },
        { id: 'lastSyncedAt', desc: true },
        { page: 1, pageSize: 25 },
      ),
    ).toEqual({ ordering: '-last_synced_at', page: 1, page_size: 25, period_start: '2024-01', period_end: '2025-12' });
  });
});
