import type { SalesReport } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { isViewOnlyRow, salesListRows, salesRowActions } from './sales-report-rows';

const status = (value: string) => ({ value, label: value });

function report(id: number, period: string, value: string, extra: Partial<SalesReport> = {}): SalesReport {
  return {
    id,
    period,
    status: status(value) as SalesReport['status'],
    submitted_at: value === 'UNSUBMITTED' ? null : `${period}-28T10:00:00Z`,
    is_repair: false,
    is_vat_free: false,
    original_report: null,
    repair_report: null,
    invoices: [],
    ...extra,
  };
}

const repairOf = (id: number, period: string, value: string) => ({
  id,
  period,
  status: status(value) as SalesReport['status'],
  submitted_at: value === 'UNSUBMITTED' ? null : `${period}-28T12:00:00Z`,
  is_repair: true,
  invoices: [{ name: 'P1', url: 'https://example.ee/P1.pdf' }],
});

const current = '2026-11';

describe('salesListRows', () => {
  const reports = [
    report(1, '2026-08', 'SUBMITTED', { repair_report: repairOf(11, '2026-08', 'UNCONFIRMED') }),
    report(2, '2026-10', 'UNSUBMITTED'),
    report(3, '2025-01', 'CONFIRMED'),
  ];

  it('lists originals in the range newest first, each repair as a second row under it', () => {
    const rows = salesListRows(reports, { from: '2025-11', to: '2026-11' });
    expect(rows.map((row) => row.id)).toEqual(['o-2', 'o-1', 'r-11']);
    expect(rows[2]).toMatchObject({ kind: 'repair', status: 'UNCONFIRMED', invoices: [{ name: 'P1' }] });
  });

  it('includes both ends of the range and leaves out repairs listed on their own', () => {
    const withLooseRepair = [...reports, report(12, '2026-08', 'UNSUBMITTED', { is_repair: true })];
    expect(salesListRows(withLooseRepair, { from: '2025-01', to: '2026-08' }).map((row) => row.id)).toEqual([
      'o-1',
      'r-11',
      'o-3',
    ]);
  });

  it('gives a repair without invoices an empty list', () => {
    const { invoices: _, ...bare } = repairOf(13, '2026-09', 'UNSUBMITTED');
    const rows = salesListRows([report(4, '2026-09', 'SUBMITTED', { repair_report: bare })], {});
    expect(rows[1]?.invoices).toEqual([]);
  });
});

describe('salesRowActions', () => {
  const rowsOf = (original: SalesReport) => salesListRows([original], {});

  it('offers filling in, importing and the template for an unsubmitted recent original', () => {
    const [row] = rowsOf(report(2, '2026-10', 'UNSUBMITTED'));
    expect(row && salesRowActions(row, current)).toEqual([
      'edit-original',
      'export-original-template',
      'import-original',
    ]);
  });

  it('offers viewing and adding a repair for a submitted recent original', () => {
    const [row] = rowsOf(report(1, '2026-09', 'SUBMITTED'));
    expect(row && salesRowActions(row, current)).toEqual(['view-original', 'add-repair']);
  });

  it('splits the repair actions onto the repair row, with delete while the repair may be deleted', () => {
    const [original, repair] = rowsOf(
      report(1, '2026-05', 'SUBMITTED', { repair_report: repairOf(11, '2026-05', 'REJECTED') }),
    );
    expect(original && salesRowActions(original, current)).toEqual(['view-original']);
    expect(repair && salesRowActions(repair, current)).toEqual([
      'edit-repair',
      'import-repair',
      'export-repair-template',
      'delete-repair',
    ]);
  });

  it('leaves an old period without a repair only a view', () => {
    const [row] = rowsOf(report(3, '2025-09', 'CONFIRMED'));
    const actions = row ? salesRowActions(row, current) : [];
    expect(actions).toEqual(['view-original']);
    expect(isViewOnlyRow(actions)).toBe(true);
    expect(isViewOnlyRow(['view-repair'])).toBe(true);
    expect(isViewOnlyRow(['view-original', 'add-repair'])).toBe(false);
  });
});
