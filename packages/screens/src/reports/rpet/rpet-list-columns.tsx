// The rPET list's columns (spec client §2: period, submitted date, status; a row menu; operator §2 "rPET list":
// the company first, for the administrator). Module scope, as the DataTable asks; the cells are components, so
// they follow the language and read the row actions the role's screen gives through the DataTable's cellContext.
import { useEppTranslation } from '@epp/i18n';
import { createDataTableColumns, type DataTableColumn, useCellContext, VisuallyHidden } from '@epp/ui';
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

/** `withCompany`: the administrator's rows share periods, so the menu's name says whose report it is. */
function ActionsCell({ row, withCompany }: { row: RpetListRow; withCompany: boolean }) {
  const { t } = useEppTranslation();
  const context = useCellContext<RpetListCellContext>();
  if (!context) return null;
  return (
    <RowActionMenu
      row={row}
      context={context}
      aria-label={
        withCompany
          ? t('screens.operator.rpetReports.menuLabel', { company: row.company, period: row.period })
          : t('screens.client.rpetReportList.menuLabel', { period: row.period })
      }
      textOf={(action) => t(`screens.client.rpetReportList.actions.${action}`)}
    />
  );
}

const col = createDataTableColumns<RpetListRow>();

const periodColumns = (withCompany: boolean): DataTableColumn<RpetListRow>[] => [
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
    cell: ({ row }) => <ActionsCell row={row.original} withCompany={withCompany} />,
  }),
];

/** Period, submitted date, status and the row menu; period and submitted date sort on the server. */
export const rpetListColumns: readonly DataTableColumn<RpetListRow>[] = periodColumns(false);

/** The administrator's: the company first (sorted on the server by the client's name), then as the client's. */
export const rpetAdminListColumns: readonly DataTableColumn<RpetListRow>[] = [
  col.accessor('company', { header: columnHeader('screens.operator.rpetReports.columns.company') }),
  ...periodColumns(true),
];
