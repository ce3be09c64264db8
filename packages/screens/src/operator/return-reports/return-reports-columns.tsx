// The operator's return list: the client's name (sortable as client__name) before the shared columns.
import type { ReturnReport } from '@epp/api/schemas';
import { createDataTableColumns, type DataTableColumn } from '@epp/ui';
import { columnHeader } from '../../kit';
import { type ReturnListRow, returnListColumnsOf, returnListRow } from '../../reports/returns';

export interface OperatorReturnRow extends ReturnListRow {
  client: string;
}

export function operatorReturnRow(report: ReturnReport): OperatorReturnRow {
  return { ...returnListRow(report), client: report.client.name };
}

const col = createDataTableColumns<OperatorReturnRow>();

export const operatorReturnColumns: readonly DataTableColumn<OperatorReturnRow>[] = [
  col.accessor('client', {
    header: columnHeader('screens.operator.returnReports.columns.client'),
    meta: { truncate: '24ch' },
  }),
  ...returnListColumnsOf<OperatorReturnRow>(),
];
