// The sales list's columns. Defined once at module scope (new column objects would rebuild the row models);
// the cells are components, so they render the current language and read the screen's row actions from the
// DataTable's cellContext: which actions a row offers and what each does is the role's, decided by its screen.
import { formatDisplayPeriod } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { createDataTableColumns, FileIcon, IconButton, useCellContext } from '@epp/ui';
import { displayDate } from '@epp/widgets/report-header';
import { StatusBadge } from '@epp/widgets/status-badge';
import { styled } from 'styled-components';
import { columnHeader, RowActionMenu, type RowActionsCellContext } from '../../kit';
import { InvoiceLinks } from '../report-page-parts';
import * as styles from './sales-list.styles';
import { isViewOnlyRow, type SalesListRow, type SalesRowAction } from './sales-report-rows';

/**
 * The DataTable's `cellContext` of the sales list: the row actions, as the role's screen decides them (e.g. the
 * client's `salesRowActions(row, currentPeriod)`), and whose badge colours the statuses take (the client's by
 * default; the spec gives the administrator its own).
 */
export type SalesListCellContext = RowActionsCellContext<SalesListRow, SalesRowAction> & {
  audience?: 'client' | 'admin';
};

const RepairPeriod = styled.span`
  ${styles.repairPeriod}
`;
const Muted = styled.span`
  ${styles.muted}
`;

function PeriodCell({ row }: { row: SalesListRow }) {
  const { t } = useEppTranslation();
  const period = formatDisplayPeriod(row.period);
  if (row.kind === 'original') return <>{period}</>;
  return (
    <RepairPeriod>
      <span aria-hidden="true">↳</span>
      {t('screens.client.salesReports.repairPeriod', { period })}
    </RepairPeriod>
  );
}

function SubmittedCell({ row }: { row: SalesListRow }) {
  const { t } = useEppTranslation();
  const date = displayDate(row.submittedAt);
  return date ?? <Muted>{t('screens.client.salesReports.notSubmitted')}</Muted>;
}

function StatusCell({ row }: { row: SalesListRow }) {
  const context = useCellContext<SalesListCellContext>();
  return <StatusBadge family="salesReport" value={row.status} audience={context?.audience ?? 'client'} />;
}

function InvoicesCell({ row }: { row: SalesListRow }) {
  const { t } = useEppTranslation();
  return <InvoiceLinks invoices={row.invoices} emptyLabel={t('screens.client.salesReports.noInvoices')} />;
}

function ActionsCell({ row }: { row: SalesListRow }) {
  const { t } = useEppTranslation();
  const context = useCellContext<SalesListCellContext>();
  if (!context) return null;
  const actions = context.actionsOf(row);
  // The operator's lists hold many companies' reports of a month: the company tells their menus apart.
  const period = [row.company, formatDisplayPeriod(row.period)].filter(Boolean).join(' ');
  const isRepair = row.kind === 'repair';
  if (isViewOnlyRow(actions)) {
    const [view] = actions as readonly [SalesRowAction];
    return (
      <IconButton
        size="sm"
        aria-label={t(
          isRepair ? 'screens.client.salesReports.repairViewLabel' : 'screens.client.salesReports.viewLabel',
          { period },
        )}
        onPress={() => context.onAction(row, view)}
      >
        <FileIcon />
      </IconButton>
    );
  }
  return (
    <RowActionMenu
      row={row}
      context={context}
      aria-label={t(
        isRepair ? 'screens.client.salesReports.repairMenuLabel' : 'screens.client.salesReports.menuLabel',
        { period },
      )}
      textOf={(action) => t(`screens.client.salesReports.actions.${action}`)}
      isDanger={(action) => action === 'delete-repair' || action === 'cancel-repair'}
    />
  );
}

const col = createDataTableColumns<SalesListRow>();

const columns = [
  col.accessor('period', {
    header: columnHeader('screens.client.salesReports.columns.period'),
    enableSorting: false,
    meta: { width: '200px' },
    cell: ({ row }) => <PeriodCell row={row.original} />,
  }),
  col.accessor('submittedAt', {
    header: columnHeader('screens.client.salesReports.columns.submitted'),
    enableSorting: false,
    meta: { width: '150px' },
    cell: ({ row }) => <SubmittedCell row={row.original} />,
  }),
  col.accessor('status', {
    header: columnHeader('screens.client.salesReports.columns.status'),
    enableSorting: false,
    meta: { width: '160px' },
    cell: ({ row }) => <StatusCell row={row.original} />,
  }),
  col.display({
    id: 'invoices',
    header: columnHeader('screens.client.salesReports.columns.invoices'),
    cell: ({ row }) => <InvoicesCell row={row.original} />,
  }),
  col.display({
    id: 'actions',
    header: columnHeader('screens.client.salesReports.columns.actions'),
    meta: { width: '110px', align: 'end' },
    cell: ({ row }) => <ActionsCell row={row.original} />,
  }),
] as const;

/** The client's list: its own reports. */
export const salesListColumns = col.columns([...columns]);

/** The operator's lists: every company's reports, the company first (spec operator §2 "Reports (administrator)"). */
export const companySalesListColumns = col.columns([
  col.accessor('company', {
    header: columnHeader('screens.client.salesReports.columns.company'),
    enableSorting: false,
    cell: ({ row }) => row.original.company ?? '',
  }),
  ...columns,
]);
