// What a row of the operator's sales lists offers (spec operator §2): the original's row views and exports the
// report; the repair's row views and exports the repair, and while it is UNCONFIRMED confirms or cancels it
// (@epp/core's `canReviewRepair`).
import { canReviewRepair } from '@epp/core';
import type { SalesListRow, SalesRowAction } from '../../reports/sales';

export function operatorSalesRowActions(row: SalesListRow): SalesRowAction[] {
  if (row.kind === 'original') return ['view-original', 'export-original'];
  const actions: SalesRowAction[] = ['view-repair', 'export-repair'];
  if (canReviewRepair({ status: row.status })) actions.push('confirm-repair', 'cancel-repair');
  return actions;
}
