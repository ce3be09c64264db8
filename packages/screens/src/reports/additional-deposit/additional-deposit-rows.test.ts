import { describe, expect, it } from 'vitest';
import { additionalDepositLineRows } from './additional-deposit-lines';
import { additionalDepositListRow } from './additional-deposit-list-columns';
import {
  additionalDepositListDefaultRange,
  additionalDepositListDefaults,
  additionalDepositListQuery,
} from './additional-deposit-list-query';

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

describe('additionalDepositListDefaultRange', () => {
  it('is the last 6 months as whole years, from January of the previous year (spec §9 "other reports")', () => {
    expect(additionalDepositListDefaultRange('2026-11')).toEqual({ from: '2025-01', to: '2026-12' });
    // the 6 months reach into the previous year: still that year's January
    expect(additionalDepositListDefaultRange('2026-03')).toEqual({ from: '2025-01', to: '2026-12' });
    // in January the previous year's report is the newest there is
    expect(additionalDepositListDefaultRange('2027-01')).toEqual({ from: '2026-01', to: '2027-12' });
  });

  it('is the filters the list opens with', () => {
    expect(additionalDepositListDefaults('2026-11')).toEqual({ period: { from: '2025-01', to: '2026-12' } });
  });
});
