import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { additionalDepositReportSchema } from './additional-deposit-reports';
import { commentPageSchema } from './comments';
import { isFollowableUrl, linkSchema } from './common';
import { contractSchema } from './contracts';
import { dashboardStatisticsSchema, latestPackagesSchema, latestReportsSchema } from './dashboard';
import { base64FileSchema } from './files';
import { invoiceDetailSchema, invoiceListSchema, paymentRedirectSchema } from './invoices';
import { adminClientSchema, debtSchema } from './operator';
import { packageTestSchema } from './package-tests';
import {
  activateAnswerSchema,
  applicationAnswerSchema,
  clientPackageSchema,
  packageInTestSchema,
  packageRecordSchema,
} from './packages';
import {
  companyDetailsSchema,
  companyUserSchema,
  notificationSchema,
  userSettingsSchema,
  warrantedPersonSchema,
} from './profile';
import { categorySchema, processFeeSchema } from './reference';
import { returnImportStatisticsSchema, returnReportPageSchema } from './return-reports';
import { rpetGenerateStatisticsSchema, rpetReportSchema } from './rpet-reports';
import {
  adminSalesReportSchema,
  massItemSchema,
  salesReportDetailSchema,
  salesReportSchema,
  summaryItemSchema,
} from './sales-reports';
import { currentUserSchema } from './session';
import { dokobitStatusSchema } from './signing';

const status = (value: string, label = value) => ({ value, label });
const salesReport = {
  id: 7,
  period: '2025-03',
  status: status('UNSUBMITTED', 'Esitamata'),
  submitted_at: null,
  is_repair: false,
  is_vat_free: false,
  original_report: null,
  repair_report: null,
  invoices: [],
};
const lastTest = { value: 1, label: 'OK', status: 1, has_comment: false, has_standard_comments: true };
const idValue = (id: number, value: string) => ({ id, value, label: value });
const packageRef = { ean: '4740001000017', name: 'Vesi 0,5 l', package_type: 'PET', volume: 50 };

// [name, schema, a realistic answer, a change that must be refused]
const cases: [string, z.ZodMiniType, Record<string, unknown> | unknown[], (sample: never) => unknown][] = [
  [
    'current user',
    currentUserSchema,
    {
      first_name: 'Mari',
      last_name: 'Maasikas',
      personal_code: '49001010000',
      email: 'mari@firma.ee',
      phone: null,
      clients: [
        { id: 3, name: 'Firma OÜ', active_client: true, is_valid_contract: true, is_unapproved_contract: false },
      ],
      partners: [],
      user_type: { client_name: 'Firma OÜ', is_verified: true, user_type: 'CLIENT_ADMIN' },
      partner_user_type: null,
      epp_user_type: null,
      active_client_id: 3,
      active_profile_user_type_id: 11,
      in_partner_mode: false,
      in_epp_mode: false,
      is_admin: false,
      is_superuser: false,
      user_settings: {
        is_debt: true,
        language: 'et',
        is_package_registration: true,
        is_sales_report: true,
        is_email_notification: true,
        is_push_notification: false,
      },
    },
    (s: { user_settings: object }) => ({ ...s, user_settings: { ...s.user_settings, language: 'fi' } }),
  ],
  [
    'notification',
    notificationSchema,
    { id: 1, message: 'Arve tasutud', created_at: '2025-04-01T08:00:00Z', is_seen: false },
    (s: object) => ({ ...s, is_seen: 'no' }),
  ],
  [
    'client package',
    clientPackageSchema,
    {
      id: 5,
      EAN: '4740001000017',
      EAN_type: 'EAN-13',
      name: 'Vesi',
      color: 'Läbipaistev',
      package_category: 'Vesi',
      package_type: 'PET',
      volume: 50,
      weight: '21.5',
      status: { value: 1, label: 'Registreeritud' },
      combined_at: '01.03.2025',
      package_test: null,
      created_at: '2025-02-20T10:00:00Z',
    },
    (s: object) => ({ ...s, combined_at: '2025-03-01' }),
  ],
  [
    'application answer',
    applicationAnswerSchema,
    { failed_products: [{ id: 5, ean: '4740001000017', response: 'EAN exists' }] },
    () => ({ failed_products: [{ id: 5 }] }),
  ],
  [
    'latest packages',
    latestPackagesSchema,
    { all_packages_count: 12, not_registered_packages: 2, packages: [{ name: 'Vesi', created_at: '2025-03-01' }] },
    (s: object) => ({ ...s, all_packages_count: -1 }),
  ],
  [
    'latest reports',
    latestReportsSchema,
    {
      all_reports_count: 3,
      not_submitted_reports_count: 1,
      latest_reports: [{ id: 1, period: '2025-03', status: status('SUBMITTED') }],
    },
    (s: object) => ({ ...s, latest_reports: [{ id: 1, period: '03.2025', status: status('SUBMITTED') }] }),
  ],
  [
    'dashboard statistics',
    dashboardStatisticsSchema,
    {
      months: [{ date: '2025-01', deposit_total: 120.5, process_fee_total: '30.10', current_year: true }],
      overdue_invoices: 0,
      invoice_balance: null,
      packages_total: 12,
      best_month: { month: '2025-01' },
    },
    (s: object) => ({ ...s, invoice_balance: 'much' }),
  ],
  ['sales report', salesReportSchema, salesReport, (s: object) => ({ ...s, period: '2025-3' })],
  [
    'admin sales report',
    adminSalesReportSchema,
    {
      ...salesReport,
      client: { label: 'Firma OÜ', value: 3 },
      repair_report: { ...salesReport, id: 8, is_repair: true },
    },
    (s: object) => ({ ...s, client: 'Firma OÜ' }),
  ],
  [
    'sales report detail',
    salesReportDetailSchema,
    {
      report: salesReport,
      header: {
        client_code: 'K001',
        client_name: 'Firma OÜ',
        period: '2025-03',
        packages_total: 10,
        process_fee_total: '2.00',
        process_fee_vat: '0.48',
        deposit_total: '1.00',
        to_be_paid: '3.48',
      },
      lines: [
        {
          id: 1,
          EAN: '4740001000017',
          name: 'Vesi',
          package_type: 'PET',
          volume: 50,
          deposit: '0.10',
          quantity: 10,
          deposit_total: '1.00',
          process_fee: '2.00',
          process_fee_base: '0.20',
          process_fee_type: 'PET',
          extra_fee: 0,
        },
      ],
    },
    (s: { lines: object[] }) => ({ ...s, lines: [{ ...s.lines[0], quantity: 1.5 }] }),
  ],
  [
    'summary item',
    summaryItemSchema,
    { id: 1, EAN: '4740001000017', name: 'Vesi', periods: [{ period: '2025-01', quantity: 40 }] },
    (s: object) => ({ ...s, periods: [{ period: '2025-01' }] }),
  ],
  [
    'mass item',
    massItemSchema,
    {
      id: 1,
      EAN: '4740001000017',
      name: 'Vesi',
      package_type: 'PET',
      weight: 21.5,
      volume: 50,
      total_quantity: 1000,
      total_weight: '0.0215',
    },
    (s: object) => ({ ...s, total_weight: null }),
  ],
  [
    'return report page',
    returnReportPageSchema,
    {
      count: 1,
      results: [
        {
          id: 2,
          client: { name: 'Firma OÜ', client_id: 3 },
          period_start: '2025-01-01',
          period_end: '2025-06-30',
          period_formatted: '01.2025 - 06.2025',
          confirmed_at: null,
          is_confirmable: true,
          lines: [
            {
              id: 9,
              package: packageRef,
              quantity_sold: 100,
              quantity_returned: 90,
              returned_percentage: '90.00',
              returned_more_than_sold: false,
              created_at: '2025-07-01',
              updated_at: '2025-07-01',
              comments_count: 2,
            },
          ],
        },
      ],
    },
    (s: object) => ({ ...s, count: undefined }),
  ],
  [
    'return import statistics',
    returnImportStatisticsSchema,
    { reports_created: 1, lines_created: 20, reports_updated: 0, lines_updated: 0, lines_deleted: 0 },
    () => ({ reports_created: '1' }),
  ],
  [
    'additional-deposit report',
    additionalDepositReportSchema,
    {
      id: 4,
      client: { name: 'Firma OÜ', client_id: 3 },
      period: 2024,
      invoices: [{ name: 'L-1', url: 'https://x/l1.pdf' }],
      is_posted: null,
      last_synced_at: '2025-01-05',
      lines: [
        {
          package: packageRef,
          quantity: 10,
          total_fee: '1.00',
          base_fee: '0.10',
          return_threshold_total_fee: 0,
          return_threshold_base_fee: 0,
        },
      ],
      totals: {
        packages: 10,
        additional_deposit_fees: '1.00',
        return_threshold_fees: 0,
        vat: '0.24',
        to_be_paid: '1.24',
      },
    },
    (s: object) => ({ ...s, invoices: null }),
  ],
  [
    'rPET report',
    rpetReportSchema,
    {
      id: 6,
      client: { name: 'Firma OÜ', client_id: 3 },
      period: 2025,
      period_formatted: '2025',
      submitted_at: null,
      status: null,
      lines: [
        {
          id: 1,
          package: { ean: '4740001000017', name: 'Vesi', package_type: 'PET' },
          weight: 21.5,
          volume: 50,
          quantity_sold: 1000,
          total_tonnage: '0.0215',
          recycled_percentage: '25.50',
          recycled_tonnage: '0.0055',
          created_at: '2025-01-01',
        },
      ],
      totals: {
        total_recycled_percentage: 25.5,
        total_quantity_sold: 1000,
        total_tonnage: 0.0215,
        total_recycled_tonnage: 0.0055,
      },
    },
    (s: object) => ({ ...s, client: { name: 'Firma OÜ' } }),
  ],
  [
    'rPET statistics',
    rpetGenerateStatisticsSchema,
    {
      reports_created: 10,
      reports_existing: 2,
      reports_skipped: 0,
      lines_created: 100,
      lines_updated: 0,
      lines_skipped: 1,
      lines_deleted: 0,
    },
    () => ({}),
  ],
  [
    'comment page',
    commentPageSchema,
    {
      results: [
        {
          id: 1,
          body: 'Palun kontrolli',
          type: 'MESSAGE',
          visibility: 'PUBLIC',
          role: 'EPP',
          created_at: '2025-01-01T10:00:00Z',
          created_by: 'Mari',
          can_delete: true,
        },
      ],
      older: null,
    },
    () => ({ results: [{ id: 1, body: 'x', type: 'CHAT' }] }),
  ],
  [
    'invoice list',
    invoiceListSchema,
    {
      invoices: [
        {
          id: 1,
          number: { name: 'A-1', url: 'https://x/a1.pdf' },
          date: '01-03-2025',
          due_date: '15-03-2025',
          status: 'Unpaid',
          amount: '63.44',
          amount_paid: 0,
          is_payable: true,
        },
      ],
      invoices_balance: '63.44',
    },
    () => ({ invoices: [{ id: 1, status: 'Late' }], invoices_balance: 0 }),
  ],
  [
    'invoice detail',
    invoiceDetailSchema,
    {
      id: 1,
      number: { name: 'A-1', url: 'https://x/a1.pdf' },
      date: '01-03-2025',
      due_date: '15-03-2025',
      status: 'Paid',
      amount: 63.44,
      amount_paid: 63.44,
      rows: [{ value: 'Registreerimistasu', quantity: 1, unit_price: '52.00', vat_id: '24%', total: '52.00' }],
      totals: { without_VAT: '52.00', VAT: '12.48', with_VAT: '64.48', show_invoice_preview: true },
      invoice_receiver: {
        name: 'Firma OÜ',
        street: 'Pikk 1',
        zipCode: '10111',
        county: 'Harjumaa',
        reg_number: '12345678',
        reference_number: '123',
      },
    },
    (s: object) => ({ ...s, date: '2025-03-01' }),
  ],
  ['payment redirect', paymentRedirectSchema, { payment_link: 'https://pay.example/abc' }, () => ({ link: 'x' })],
  [
    'contract',
    contractSchema,
    {
      id: 1,
      number: 'L-2025-1',
      status: status('NOT_SIGNED', 'Kinnitamisel'),
      created_at: '01-02-2025',
      approved_at: null,
      invalidated_at: null,
      url: 'https://x/l.bdoc',
      bdoc: null,
    },
    (s: object) => ({ ...s, status: status('DRAFT') }),
  ],
  [
    'company user',
    companyUserSchema,
    {
      id: 1,
      user_id: 9,
      type: 'CLIENT_USER',
      name: 'Jaan',
      last_name: 'Tamm',
      personal_code: '38001010000',
      phone: '+3725000001',
      email: 'jaan@firma.ee',
      position: 'Müügijuht',
      is_verified: false,
      date_joined: '2025-01-10',
    },
    (s: object) => ({ ...s, type: 'OWNER' }),
  ],
  [
    'user settings',
    userSettingsSchema,
    {
      id: 1,
      role: 'CLIENT_ADMIN',
      is_email_notification: true,
      is_contract: true,
      is_debt: false,
      is_package_registration: true,
      is_sales_report: true,
    },
    (s: object) => ({ ...s, id: 'one' }),
  ],
  [
    'warranted person',
    warrantedPersonSchema,
    {
      id: 1,
      company_name: 'Firma OÜ',
      reg_code: '12345678',
      first_name: 'Mari',
      last_name: 'Maasikas',
      personal_code: '49001010000',
      email: 'mari@firma.ee',
      phone: '+3725000000',
      document: null,
    },
    (s: object) => ({ ...s, reg_code: 12345678 }),
  ],
  [
    'company details',
    companyDetailsSchema,
    {
      name: 'Firma OÜ',
      reg_code: '12345678',
      kmkr: 'EE100000000',
      address: 'Pikk 1',
      zip_code: '10111',
      county: 'Harjumaa',
      board_members: [{ ssid: '49001010000' }],
    },
    (s: object) => ({ ...s, board_members: null }),
  ],
  ['category', categorySchema, { id: 1, value: 'WATER', description: 'Vesi' }, () => ({ id: 1, value: 'WATER' })],
  [
    'process fee',
    processFeeSchema,
    { process_fee_type: { description: 'PET', value: 'PET' }, cost: '0.0210', start_at: '2025-01-01' },
    (s: object) => ({ ...s, start_at: '01.01.2025' }),
  ],
  [
    'package record',
    packageRecordSchema,
    {
      id: 5,
      ean: '4740001000017',
      ean_type: idValue(2, 'EAN-13'),
      name: 'Vesi',
      client: { id: 3, name: 'Firma OÜ', label: 'Firma OÜ', value: 3 },
      color: 'Läbipaistev',
      category: { ...idValue(1, 'WATER'), description: 'Vesi' },
      type: idValue(1, 'PET'),
      volume: 50,
      weight: 21.5,
      status: idValue(3, 'Testimisel'),
      date: '2025-02-20',
      created_at: '2025-02-20',
      tested_at: null,
      debt: 0,
      skip_migration: true,
      unsubmitted_sales_reports: 1,
      location: null,
      is_testable: true,
      is_application_invoice: false,
      last_test: lastTest,
      editable_fields: ['name'],
    },
    (s: object) => ({ ...s, skip_migration: 'yes' }),
  ],
  [
    'package in test',
    packageInTestSchema,
    {
      package_id: 5,
      ean: '4740001000017',
      name: 'Vesi',
      client: { id: 3, label: 'Firma OÜ' },
      category: 'Vesi',
      type: 'PET',
      volume: 50,
      status: idValue(3, 'Testimisel'),
      created_at: '2025-02-20',
      tested_at: null,
      last_test: null,
    },
    (s: object) => ({ ...s, package_id: undefined }),
  ],
  [
    'package test',
    packageTestSchema,
    {
      test_id: 1,
      package_id: 5,
      ean: '4740001000017',
      width: 31.35,
      width_percentage: 100,
      height: 25.91,
      height_percentage: 100,
      location: 2,
      pv: 1,
      vv: 1,
      is_sticker: false,
      comment: '',
      status: 1,
      standard_comments: [2],
      tested_at: '2025-03-01',
      confirmed_at: null,
      content_type: 40,
    },
    (s: object) => ({ ...s, location: 3 }),
  ],
  [
    'activate answer',
    activateAnswerSchema,
    { success: [{ id: 5 }], missing_product: [], missing_test: ['4740001000024'], wrong_status: [], nav_error: [] },
    (s: object) => ({ ...s, nav_error: undefined }),
  ],
  [
    'debt',
    debtSchema,
    { id: 3, name: 'Firma OÜ', unsubmitted_sales_reports: 2, due_date: '15-03-2025', overdue: 12, debt: '63.44' },
    (s: object) => ({ ...s, overdue: '12 päeva' }),
  ],
  [
    'admin client',
    adminClientSchema,
    {
      id: 3,
      name: 'Firma OÜ',
      reg_number: '12345678',
      kmkr: null,
      invoice_email: 'arved@firma.ee',
      iban: 'EE382200221020145685',
      address: { full_address: 'Pikk 1, Tallinn', city: 'Tallinn', zip_code: '10111' },
      latest_basis: status('1', 'Juhatuse liige'),
      contract_status: status('KEHTIV'),
      registered_at: '2024-01-01',
      signed_at: '2024-01-05',
      users: 2,
    },
    (s: object) => ({ ...s, address: 'Pikk 1' }),
  ],
  ['signing status', dokobitStatusSchema, { code: 'waiting', control_code: '1234' }, () => ({ control_code: '1234' })],
  [
    'base64 file',
    base64FileSchema,
    { file_base64: 'aGVsbG8=', file_name: 'Massiaruanne.xlsx' },
    () => ({ file_base64: 'not base64!' }),
  ],
];

describe.each(cases)('the %s schema', (_name, schema, sample, breakIt) => {
  it('parses a realistic answer', () => {
    const result = schema.safeParse(sample);
    expect(result.error?.issues ?? []).toEqual([]);
  });
  it('refuses a broken one', () => {
    expect(schema.safeParse(breakIt(sample as never)).success).toBe(false);
  });
});

describe('normalising schemas', () => {
  it('read both base64 answer shapes the same way', () => {
    expect(base64FileSchema.parse({ base64: 'aGk=', filename: 'r.xlsx' })).toEqual({
      base64: 'aGk=',
      fileName: 'r.xlsx',
    });
    expect(base64FileSchema.parse({ file_base64: 'aGk=' })).toEqual({ base64: 'aGk=', fileName: undefined });
  });
  it('read decimal strings as numbers', () => {
    expect(
      debtSchema.parse({ id: 1, name: 'A', unsubmitted_sales_reports: 0, due_date: null, overdue: 0, debt: '12.50' })
        .debt,
    ).toBe(12.5);
  });
});

describe('URLs the portal follows or links to', () => {
  const hostile = [
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'http://evil.example/pay',
    'file:///etc/passwd',
    'https://[not a host',
  ];

  it.each(hostile)('isFollowableUrl refuses %s', (value) => {
    expect(isFollowableUrl(value, 'https://portaal.eestipandipakend.ee')).toBe(false);
    expect(isFollowableUrl(value, undefined)).toBe(false);
  });

  it('takes https anywhere, and the portal’s own addresses whatever their scheme', () => {
    expect(isFollowableUrl('https://pay.every-pay.eu/lp/abc', undefined)).toBe(true);
    expect(isFollowableUrl('/invoices?payment_reference=1', undefined)).toBe(true);
    expect(isFollowableUrl('http://localhost:4173/invoices', 'http://localhost:4173')).toBe(true);
    expect(isFollowableUrl('http://localhost:4173/invoices', 'http://localhost:5000')).toBe(false);
    // protocol-relative: https on an https page (allowed as any https is), http elsewhere (refused)
    expect(isFollowableUrl('//evil.example/x', 'http://localhost:4173')).toBe(false);
  });

  const payment = (url: string) => ({ payment_link: url });
  const link = (url: string) => ({ number: 'A-1', invoices: [{ name: 'A-1', url }] });
  const contract = (url: string) => ({
    id: 1,
    number: 'L-2025-1',
    status: { value: 'NOT_SIGNED', label: 'Kinnitamisel' },
    created_at: '01-02-2025',
    approved_at: null,
    invalidated_at: null,
    url,
    bdoc: url,
    document: url,
    signed_document: url,
  });

  it.each(hostile)('the payment redirect, a link and a contract’s files refuse %s', (value) => {
    expect(paymentRedirectSchema.safeParse(payment(value)).success).toBe(false);
    expect(paymentRedirectSchema.safeParse({ url: value }).success).toBe(false);
    expect(linkSchema.safeParse(link(value).invoices[0]).success).toBe(false);
    expect(contractSchema.safeParse(contract(value)).success).toBe(false);
    expect(contractSchema.safeParse({ ...contract('https://x/l.bdoc'), signed_document: value }).success).toBe(false);
  });

  it('keeps the good ones', () => {
    expect(paymentRedirectSchema.parse(payment('https://pay.example/abc'))).toEqual({ url: 'https://pay.example/abc' });
    expect(linkSchema.parse({ name: 'A-1', url: '/media/arved/A-1.pdf' }).url).toBe('/media/arved/A-1.pdf');
    expect(contractSchema.safeParse(contract('https://x/l.bdoc')).success).toBe(true);
  });
});
