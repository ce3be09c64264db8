// The list's rows and columns. Module scope, as the DataTable asks (new column objects would rebuild its row
// models); the headers are components (columnHeader), so they follow a language switch.
import type { ReturnReport } from '@epp/api/schemas';
import { createDataTableColumns } from '@epp/ui';
import { columnHeader } from '../../kit';

// TODO(new:screen): the fields this list shows, from this screen's own endpoint.
export interface RegistryTestingRow {
  id: string;
  period: string;
  client: string;
}

/** The rows of the placeholder's answer. */
export function registryTestingRows(reports: readonly ReturnReport[]): RegistryTestingRow[] {
  return reports.map((report) => ({
    id: String(report.id),
    period: report.period_formatted,
    client: report.client.name,
  }));
}

const col = createDataTableColumns<RegistryTestingRow>();

export const registryTestingColumns = col.columns([
  col.accessor('period', { header: columnHeader('screens.operator.registryTesting.columns.period'), sortFn: 'text' }),
  col.accessor('client', {
    header: columnHeader('screens.operator.registryTesting.columns.client'),
    sortFn: 'text',
    filterFn: 'text',
  }),
]);
