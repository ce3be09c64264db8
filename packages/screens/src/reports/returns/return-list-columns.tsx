// The return report list's columns, shared by every role (the operator adds its client column and selection).
// Module scope, as the DataTable asks; headers are components (columnHeader), so they follow a language switch.
import type { ReturnReport } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { createDataTableColumns, VisuallyHidden } from '@epp/ui';
import { displayDate } from '@epp/widgets/report-header';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader } from '../../kit';
import { LocalNumber } from '../../packages';

export interface ReturnListRow {
  id: string;
  /** As the server writes it, e.g. "08.2026 – 10.2026". */
  period: string;
  confirmedAt: string | null;
  lines: number;
  /** Lines whose returned quantity is above the sold one. */
  moreThanSold: number;
}

export function returnListRow(report: ReturnReport): ReturnListRow {
  return {
    id: String(report.id),
    period: report.period_formatted,
    confirmedAt: report.confirmed_at,
    lines: report.lines.length,
    moreThanSold: report.lines.filter((line) => line.returned_more_than_sold).length,
  };
}

function ConfirmedCell({ row }: { row: ReturnListRow }) {
  const date = displayDate(row.confirmedAt);
  return date ?? <StatusBadge family="returnReport" value="unconfirmed" />;
}

function MoreThanSoldCell({ row }: { row: ReturnListRow }) {
  const { t } = useEppTranslation();
  if (row.moreThanSold === 0)
    return (
      <>
        <span aria-hidden="true">–</span>
        <VisuallyHidden>{t('screens.client.returnReports.noneMoreThanSold')}</VisuallyHidden>
      </>
    );
  return <LocalNumber value={row.moreThanSold} />;
}

/** The shared columns for a role's row type (the operator's rows add the client), defined once per role. */
export function returnListColumnsOf<R extends ReturnListRow>() {
  const col = createDataTableColumns<R>();
  return col.columns([
    col.accessor((row) => row.period, {
      id: 'period',
      header: columnHeader('screens.client.returnReports.columns.period'),
      meta: { width: '220px' },
    }),
    col.accessor((row) => row.confirmedAt, {
      id: 'confirmedAt',
      header: columnHeader('screens.client.returnReports.columns.confirmedAt'),
      meta: { width: '180px' },
      cell: ({ row }) => <ConfirmedCell row={row.original} />,
    }),
    col.accessor((row) => row.lines, {
      id: 'lines',
      header: columnHeader('screens.client.returnReports.columns.lines'),
      enableSorting: false,
      meta: { align: 'end' },
      cell: ({ getValue }) => <LocalNumber value={getValue()} />,
    }),
    col.accessor((row) => row.moreThanSold, {
      id: 'moreThanSold',
      header: columnHeader('screens.client.returnReports.columns.moreThanSold'),
      enableSorting: false,
      meta: { align: 'end' },
      cell: ({ row }) => <MoreThanSoldCell row={row.original} />,
    }),
  ]);
}

export const returnListColumns = returnListColumnsOf<ReturnListRow>();
