// The additional-deposit list's columns (spec §2, operator §2 "Additional-deposit list"): every role's year,
// invoices as links and last-synced date; the operator's list adds the company before them and the status and
// the row menu after (`additionalDepositOperatorColumns`).
import type { AdditionalDepositReport, Link as InvoiceLink } from '@epp/api/schemas';
import { additionalDepositPosting, canSyncAdditionalDepositReport } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { createDataTableColumns, useCellContext, VisuallyHidden } from '@epp/ui';
import { displayDate } from '@epp/widgets/report-header';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader, RowActionMenu, type RowActionsCellContext } from '../../kit';
import { InvoiceLinks } from '../report-page-parts';

export interface AdditionalDepositListRow {
  id: string;
  /** The year. */
  period: string;
  invoices: readonly InvoiceLink[];
  lastSyncedAt: string | null;
  /** The company (the operator's column). */
  client: string;
  /** The report as the list answered it: what its row menu offers. */
  report: AdditionalDepositReport;
}

export function additionalDepositListRow(report: AdditionalDepositReport): AdditionalDepositListRow {
  return {
    id: String(report.id),
    period: report.period_formatted ?? String(report.period),
    invoices: report.invoices,
    lastSyncedAt: report.last_synced_at,
    client: report.client.name,
    report,
  };
}

/** What the operator's row menu offers: open the report, and sync it while it is not posted (spec §4). */
export type AdditionalDepositRowAction = 'open' | 'sync';

export function additionalDepositRowActions(report: AdditionalDepositReport): AdditionalDepositRowAction[] {
  return canSyncAdditionalDepositReport(report, 'admin') ? ['open', 'sync'] : ['open'];
}

/** The DataTable's `cellContext` of the operator's list: the row menu's actions, as its screen runs them. */
export type AdditionalDepositListCellContext = RowActionsCellContext<
  AdditionalDepositListRow,
  AdditionalDepositRowAction
>;

function InvoicesCell({ row }: { row: AdditionalDepositListRow }) {
  const { t } = useEppTranslation();
  return <InvoiceLinks invoices={row.invoices} emptyLabel={t('screens.client.additionalDepositReports.noInvoices')} />;
}

function SyncedCell({ row }: { row: AdditionalDepositListRow }) {
  const { t } = useEppTranslation();
  const date = displayDate(row.lastSyncedAt);
  if (date) return <>{date}</>;
  return (
    <>
      <span aria-hidden="true">–</span>
      <VisuallyHidden>{t('screens.client.additionalDepositReports.notSynced')}</VisuallyHidden>
    </>
  );
}

const OPERATOR = 'screens.operator.additionalDepositReports';

function ActionsCell({ row }: { row: AdditionalDepositListRow }) {
  const { t } = useEppTranslation();
  const context = useCellContext<AdditionalDepositListCellContext>();
  if (!context) return null;
  return (
    <RowActionMenu
      row={row}
      context={context}
      aria-label={t(`${OPERATOR}.menuLabel`, { company: row.client, period: row.period })}
      textOf={(action) => t(`${OPERATOR}.actions.${action}`)}
    />
  );
}

const col = createDataTableColumns<AdditionalDepositListRow>();
const K = 'screens.client.additionalDepositReports.columns';

const period = col.accessor('period', { header: columnHeader(`${K}.period`), meta: { width: '160px' } });
const invoices = col.display({
  id: 'invoices',
  header: columnHeader(`${K}.invoices`),
  cell: ({ row }) => <InvoicesCell row={row.original} />,
});
const lastSyncedAt = col.accessor('lastSyncedAt', {
  header: columnHeader(`${K}.lastSyncedAt`),
  meta: { width: '220px' },
  cell: ({ row }) => <SyncedCell row={row.original} />,
});

export const additionalDepositListColumns = col.columns([period, invoices, lastSyncedAt]);

/** The operator's: company, year, invoices, status, last synced, the row menu (spec operator §2). */
export const additionalDepositOperatorColumns = col.columns([
  col.accessor('client', { header: columnHeader(`${OPERATOR}.columns.client`) }),
  period,
  invoices,
  col.display({
    id: 'status',
    header: columnHeader(`${OPERATOR}.columns.status`),
    meta: { width: '150px' },
    cell: ({ row }) => (
      <StatusBadge family="additionalDeposit" value={additionalDepositPosting(row.original.report)} audience="admin" />
    ),
  }),
  lastSyncedAt,
  col.display({
    id: 'actions',
    header: columnHeader(`${OPERATOR}.columns.actions`),
    meta: { width: '110px', align: 'end' },
    cell: ({ row }) => <ActionsCell row={row.original} />,
  }),
]);
