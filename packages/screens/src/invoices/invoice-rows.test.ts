import type { Invoice } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { invoiceListRows } from './invoice-rows';

const invoice = (overrides: Partial<Invoice>): Invoice => ({
  id: 1,
  number: { name: 'M1', url: 'https://example.test/M1.pdf' },
  date: '08-10-2026',
  due_date: '22-10-2026',
  status: 'Unpaid',
  amount: 100,
  amount_paid: 0,
  ...overrides,
});

describe('invoiceListRows', () => {
  it('sorts newest first by the date, read from DD-MM-YYYY', () => {
    const rows = invoiceListRows([
      invoice({ id: 1, date: '05-08-2026' }),
      invoice({ id: 2, date: '11-09-2026' }),
      invoice({ id: 3, date: '01-01-2025' }),
    ]);
    expect(rows.map((row) => row.id)).toEqual([2, 1, 3]);
    expect(rows[0]?.date).toBe('2026-09-11');
  });

  it('pays what is outstanding; a paid or not payable invoice gets the disabled "paid" button', () => {
    const [partly, paid, notPayable, unsaid] = invoiceListRows([
      invoice({ id: 1, amount: 100, amount_paid: 40, date: '04-10-2026' }),
      invoice({ id: 2, status: 'Paid', amount_paid: 100, is_payable: false, date: '03-10-2026' }),
      invoice({ id: 3, status: 'Overdue', is_payable: false, date: '02-10-2026' }),
      invoice({ id: 4, status: 'Overdue', date: '01-10-2026' }),
    ]);
    expect(partly).toMatchObject({ outstanding: 60, action: 'pay' });
    expect(paid).toMatchObject({ outstanding: 0, action: 'paid-disabled' });
    expect(notPayable).toMatchObject({ outstanding: 100, action: 'paid-disabled' });
    // the spec lists is_payable among the fields; an answer without it is payable while unpaid
    expect(unsaid?.action).toBe('pay');
  });

  it('leaves a date the server wrote otherwise empty (shown as a dash), last in the order', () => {
    const rows = invoiceListRows([invoice({ id: 1, date: 'soon' }), invoice({ id: 2 })]);
    expect(rows.map((row) => [row.id, row.date])).toEqual([
      [2, '2026-10-08'],
      [1, ''],
    ]);
  });
});
