import type { SalesLine, SalesReportDetail } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import {
  detailTotals,
  hasExtraFee,
  isDetailEditable,
  packageIdOf,
  quantityToSend,
  withSavedLine,
} from './sales-report-lines';

const line = (id: number, quantity: number, extra = 0): SalesLine => ({
  id,
  EAN: `474000000${id}`,
  name: `Toode ${id}`,
  package_type: 'PET',
  volume: '50',
  deposit: 0.1,
  quantity,
  deposit_total: 0.1 * quantity,
  process_fee: 0.08 + extra,
  process_fee_base: 0.08,
  process_fee_type: 'PET',
  extra_fee: extra,
});

const detail = (status: string, period = '2026-10', vatFree = false): SalesReportDetail => ({
  report: {
    id: 1,
    period,
    status: { value: status, label: status } as SalesReportDetail['report']['status'],
    submitted_at: null,
    is_repair: false,
    is_vat_free: vatFree,
  },
  header: {
    client_code: 'K1',
    client_name: 'Firma',
    period,
    packages_total: 0,
    process_fee_total: 0,
    process_fee_vat: 0,
    deposit_total: 0,
    to_be_paid: 0,
  },
  lines: [line(1, 100), line(2, 0), line(3, 10, 0.005)],
});

describe('detailTotals', () => {
  it('sums the lines with the VAT of the period, none when VAT-free', () => {
    const totals = detailTotals(detail('UNSUBMITTED'));
    expect(totals.packagesTotal).toBe(110);
    expect(totals.processFeeTotal.toFixed(2)).toBe('8.85');
    expect(totals.processFeeVat.toFixed(2)).toBe('2.12');
    expect(detailTotals(detail('UNSUBMITTED', '2026-10', true)).processFeeVat.toFixed(2)).toBe('0.00');
  });
});

describe('withSavedLine', () => {
  it('replaces the saved line only', () => {
    const next = withSavedLine(detail('UNSUBMITTED'), line(2, 7));
    expect(next.lines.map((row) => row.quantity)).toEqual([100, 7, 10]);
  });
});

describe('quantityToSend', () => {
  it('sends an empty field as 0 and nothing when unchanged', () => {
    expect(quantityToSend(null, 5)).toBe(0);
    expect(quantityToSend(null, 0)).toBeNull();
    expect(quantityToSend(5, 5)).toBeNull();
    expect(quantityToSend(12, 5)).toBe(12);
  });
});

describe('isDetailEditable', () => {
  it('follows the core rule: recent and unsubmitted or rejected', () => {
    expect(isDetailEditable(detail('UNSUBMITTED'), '2026-11')).toBe(true);
    expect(isDetailEditable(detail('REJECTED'), '2026-11')).toBe(true);
    expect(isDetailEditable(detail('SUBMITTED'), '2026-11')).toBe(false);
    expect(isDetailEditable(detail('UNSUBMITTED', '2025-09'), '2026-11')).toBe(false);
  });
});

describe('hasExtraFee and packageIdOf', () => {
  it('flags a non-zero extra fee and finds the package by EAN', () => {
    expect(hasExtraFee(line(1, 1))).toBe(false);
    expect(hasExtraFee(line(3, 1, 0.005))).toBe(true);
    const packages = [{ id: 10, EAN: '4740000003' }];
    expect(packageIdOf(line(3, 1), packages)).toBe(10);
    expect(packageIdOf(line(1, 1), packages)).toBeNull();
  });
});
