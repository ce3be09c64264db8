import type { AdminSalesReport } from '@epp/api/schemas';
import { describe, expect, it } from 'vitest';
import { salesListRows } from '../../reports/sales';
import { operatorSalesRowActions } from './operator-sales-row-actions';

const status = (value: AdminSalesReport['status']['value']) => ({ value, label: value });
const report = (repairStatus: AdminSalesReport['status']['value']): AdminSalesReport => ({
  id: 7,
  client: { label: 'Pudel OÜ', value: 3 },
  period: '2026-05',
  submitted_at: '2026-06-02',
  status: status('SUBMITTED'),
  invoices: [],
  is_repair: false,
  repair_report: { id: 8, period: '2026-05', status: status(repairStatus), submitted_at: '2026-07-01' },
});

/** The original's row and its repair's row. */
function rowsOf(repairStatus: AdminSalesReport['status']['value']) {
  const [original, repair] = salesListRows([report(repairStatus)], {});
  if (!original || !repair) throw new Error('two rows expected');
  return { original, repair };
}

describe('operatorSalesRowActions', () => {
  it('views and exports the original, with its company on both rows', () => {
    const { original, repair } = rowsOf('CONFIRMED');
    expect(operatorSalesRowActions(original)).toEqual(['view-original', 'export-original']);
    expect(original.company).toBe('Pudel OÜ');
    expect(repair.company).toBe('Pudel OÜ');
  });

  it('confirms or cancels an unconfirmed repair only', () => {
    expect(operatorSalesRowActions(rowsOf('UNCONFIRMED').repair)).toEqual([
      'view-repair',
      'export-repair',
      'confirm-repair',
      'cancel-repair',
    ]);
    expect(operatorSalesRowActions(rowsOf('REJECTED').repair)).toEqual(['view-repair', 'export-repair']);
  });
});
