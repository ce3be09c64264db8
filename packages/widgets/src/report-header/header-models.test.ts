import {
  additionalDepositReportSchema,
  returnReportSchema,
  rpetReportSchema,
  salesReportDetailSchema,
} from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import {
  additionalDepositHeaderModel,
  displayDate,
  headerModel,
  returnsHeaderModel,
  rpetHeaderModel,
  salesHeaderModel,
} from './header-models';

const et = { audience: 'client', language: 'et' } as const;
const admin = { audience: 'admin', language: 'en' } as const;

const sales = salesReportDetailSchema.parse({
  report: {
    id: 1,
    period: '2025-09',
    status: { value: 'SUBMITTED', label: 'Esitatud' },
    submitted_at: '2025-10-05T22:30:00Z',
    is_repair: false,
    is_vat_free: false,
  },
  header: {
    client_code: 'K000101',
    client_name: 'Põhjala Joogitehas OÜ',
    period: '2025-09',
    packages_total: 0,
    process_fee_total: '0',
    process_fee_vat: '0',
    deposit_total: '0',
    to_be_paid: '0',
  },
  lines: [
    {
      id: 1,
      EAN: '4740000000017',
      name: 'Vesi',
      package_type: 'PET',
      volume: 50,
      deposit: '0.10',
      quantity: 1000,
      deposit_total: '100.00',
      process_fee: '0.0132',
      process_fee_base: '0.0132',
      process_fee_type: 'PET',
      extra_fee: '0',
    },
    {
      id: 2,
      EAN: '4740000000024',
      name: 'Õlu',
      package_type: 'Klaas',
      volume: 50,
      deposit: '0.10',
      quantity: 0,
      deposit_total: '0',
      process_fee: '0.0310',
      process_fee_base: '0.0310',
      process_fee_type: 'KLAAS',
      extra_fee: '0',
    },
  ],
});

const values = (entries: { value: string | null }[]) => entries.map((entry) => entry.value);

describe('displayDate', () => {
  it('shows timestamps as the Estonian day and API dates as they are', () => {
    expect(displayDate('2025-10-05T22:30:00Z')).toBe('06.10.2025');
    expect(displayDate('2025-10-05')).toBe('05.10.2025');
    expect(displayDate('soon')).toBe('soon');
    expect(displayDate(null)).toBeNull();
  });
});

describe('salesHeaderModel', () => {
  it('computes the totals from the lines with @epp/core (24% VAT in 2025-09, zero lines skipped)', () => {
    const model = salesHeaderModel(sales, et);
    expect(model).toMatchObject({
      title: 'widgets.reportHeader.titles.sales',
      period: '09.2025',
      isRepair: false,
      status: { tone: 'success', label: 'status.salesReport.SUBMITTED' },
    });
    expect(values(model.facts)).toEqual(['K000101', '09.2025', 'Põhjala Joogitehas OÜ', '06.10.2025']);
    expect(values(model.totals)).toEqual(['1000', '13,20\u00a0€', '3,17\u00a0€', '100,00\u00a0€', '116,37\u00a0€']);
  });

  it('marks a repair, uses the operator tones and shows no date before submitting', () => {
    const repair = { ...sales, report: { ...sales.report, is_repair: true, submitted_at: null } };
    repair.report.status = { value: 'UNSUBMITTED', label: 'Esitamata' };
    const model = salesHeaderModel(repair, admin);
    expect(model.isRepair).toBe(true);
    expect(model.status?.tone).toBe('info');
    expect(model.facts[3]?.value).toBeNull();
    expect(values(salesHeaderModel({ ...sales, lines: [] }, admin).totals)).toEqual([
      '0',
      '€0.00',
      '€0.00',
      '€0.00',
      '€0.00',
    ]);
  });
});

const returnReport = returnReportSchema.parse({
  id: 5,
  client: { name: 'Põhjala Joogitehas OÜ', client_id: 101 },
  period_start: '2025-11-01',
  period_end: '2026-01-31',
  period_formatted: '11.2025 – 01.2026',
  confirmed_at: null,
  is_confirmable: true,
});

describe('returnsHeaderModel', () => {
  it('shows the status to the operator only, and the confirmation date once confirmed', () => {
    expect(returnsHeaderModel(returnReport, et).status).toBeNull();
    expect(returnsHeaderModel(returnReport, admin).status).toEqual({
      tone: 'warning',
      label: 'widgets.reportHeader.status.unconfirmed',
    });
    const confirmed = returnsHeaderModel({ ...returnReport, confirmed_at: '2026-02-28T12:00:00Z' }, admin);
    expect(confirmed.status?.label).toBe('widgets.reportHeader.status.confirmed');
    expect(values(confirmed.facts)).toEqual(['101', '11.2025 – 01.2026', 'Põhjala Joogitehas OÜ', '28.02.2026']);
    expect(confirmed.totals).toEqual([]);
  });
});

const deposit = additionalDepositReportSchema.parse({
  id: 7,
  client: { name: 'Põhjala Joogitehas OÜ', client_id: 101 },
  period: 2024,
  invoices: [],
  is_posted: true,
  last_synced_at: '2025-02-01T06:00:00Z',
  totals: {
    packages: 9489,
    additional_deposit_fees: 94.89,
    return_threshold_fees: 47.46,
    vat: 31.32,
    to_be_paid: 173.67,
  },
});

describe('additionalDepositHeaderModel', () => {
  it('lists the five totals and the posting status for the operator', () => {
    const model = additionalDepositHeaderModel(deposit, admin);
    expect(model.period).toBe('2024');
    expect(model.status).toEqual({ tone: 'success', label: 'widgets.reportHeader.status.posted' });
    expect(values(model.totals)).toEqual(['9,489', '€94.89', '€47.46', '€31.32', '€173.67']);
  });

  it('shows dashes without totals, and the other posting states', () => {
    const model = additionalDepositHeaderModel(
      { ...deposit, totals: undefined, is_posted: null, last_synced_at: null },
      admin,
    );
    expect(values(model.totals)).toEqual([null, null, null, null, null]);
    expect(model.status?.tone).toBe('default');
    expect(additionalDepositHeaderModel({ ...deposit, is_posted: false }, admin).status?.tone).toBe('warning');
    expect(additionalDepositHeaderModel(deposit, et).status).toBeNull();
  });
});

const rpet = rpetReportSchema.parse({
  id: 9,
  client: { name: 'Põhjala Joogitehas OÜ', client_id: 101 },
  period: 2024,
  period_formatted: '2024',
  submitted_at: null,
  status: null,
  totals: {
    total_recycled_percentage: 28.43,
    total_quantity_sold: 234771,
    total_tonnage: 6.037387,
    total_recycled_tonnage: 1.716376,
  },
});

describe('rpetHeaderModel', () => {
  it('shows the status, the percentage and tonnes to 3 decimals', () => {
    const model = rpetHeaderModel(rpet, et);
    expect(model.status).toEqual({ tone: 'warning', label: 'widgets.reportHeader.status.unsubmitted' });
    expect(values(model.totals)).toEqual(['28,43%', '234\u00a0771', '6,037', '1,716']);
    expect(rpetHeaderModel({ ...rpet, submitted_at: '2025-03-10T13:00:00Z' }, et).status?.tone).toBe('success');
  });

  it('shows dashes without totals', () => {
    expect(values(rpetHeaderModel({ ...rpet, totals: undefined }, et).totals)).toEqual([null, null, null, null]);
  });
});

describe('headerModel', () => {
  it('picks the field map by kind', () => {
    expect(headerModel({ kind: 'sales', detail: sales }, et).title).toBe('widgets.reportHeader.titles.sales');
    expect(headerModel({ kind: 'returns', report: returnReport }, et).title).toBe(
      'widgets.reportHeader.titles.returns',
    );
    expect(headerModel({ kind: 'additionalDeposit', report: deposit }, et).title).toBe(
      'widgets.reportHeader.titles.additionalDeposit',
    );
    expect(headerModel({ kind: 'rpet', report: rpet }, et).title).toBe('widgets.reportHeader.titles.rpet');
  });
});
