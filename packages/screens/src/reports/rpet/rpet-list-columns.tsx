// The rPET list's columns (spec client §2: period, submitted date, status; a row menu). Module scope, as the
// DataTable asks; the cells are components, so they follow the language and read the row actions the role's
// screen gives through the DataTable's cellContext.
import { useEppTranslation } from '@epp/i18n';
import { createDataTableColumns, useCellContext, VisuallyHidden } from '@epp/ui';
import { displayDate } from '@epp/widgets/report-header';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader, RowActionMenu, type RowActionsCellContext } from '../../kit';
import type { RpetListRow, RpetRowAction } from './rpet-report-rows';

/** The DataTable's `cellContext` of an rPET list: what a row offers and does, as the role's screen decides. */
export type RpetListCellContext = RowActionsCellContext<RpetListRow, RpetRowAction>;

function SubmittedCell({ row }: { row: RpetListRow }) {
  const { t } = useEppTranslation();
  const date = displayDate(row.submittedAt);
  if (date) return <>{date}</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t('screens.client.rpetReportList.notSubmitted')}</VisuallyHidden>
    </>
  );
}

function ActionsCell({ row }: { row: RpetListRow }) {
  const { t } = useEppTranslation();
  const context = useCellContext<RpetListCellContext>();
  if (!context) return null;
  return (
    <RowActionMenu
      row={row}
      context={context}
      aria-label={t('screens.client.rpetReportList.menuLabel', { period: row.period })}
      textOf={(action) => t(`screens.client.rpetReportList.actions.${action}`)}
    />
  );
}

const col = createDataTableColumns<RpetListRow>();

/** Period, submitted date, status and the row menu; period and submitted date sort on the server. */
export const rpetListColumns = col.columns([
  col.accessor('period', {
    header: columnHeader('screens.client.rpetReportList.columns.period'),
    meta: { width: '200px' },
  }),
  col.accessor('submittedAt', {
    header: columnHeader('screens.client.rpetReportList.columns.submitted'),
    meta: { width: '200px' },
    cell: ({ row }) => <SubmittedCell row={row.original} />,
  }),
  col.accessor('status', {
    header: columnHeader('screens.client.rpetReportList.columns.status'),
    enableSorting: false,
    cell: ({ row }) => <StatusBadge family="rpet" value={row.original.status} />,
  }),
  col.display({
    id: 'actions',
    header: columnHeader('screens.client.rpetReportList.columns.actions'),
    meta: { width: '110px', align: 'end' },
    cell: ({ row }) => <ActionsCell row={row.original} />,
  }),
]);
