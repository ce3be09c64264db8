// The additional-deposit list's columns, shared by every role (the operator adds company, status and a row
// menu): the year, the invoices as links and the last-synced date (spec §2, operator §2 "Additional-deposit").
import type { AdditionalDepositReport, Link as InvoiceLink } from '@epp/api/schemas';
import { useEppTranslation } from '@epp/i18n';
import { createDataTableColumns, VisuallyHidden } from '@epp/ui';
import { displayDate } from '@epp/widgets/report-header';
import { columnHeader } from '../../kit';
import { InvoiceLinks } from '../report-page-parts';

export interface AdditionalDepositListRow {
  id: string;
  /** The year. */
  period: string;
  invoices: readonly InvoiceLink[];
  lastSyncedAt: string | null;
}

export function additionalDepositListRow(report: AdditionalDepositReport): AdditionalDepositListRow {
  return {
    id: String(report.id),
    period: report.period_formatted ?? String(report.period),
    invoices: report.invoices,
    lastSyncedAt: report.last_synced_at,
  };
}

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

const col = createDataTableColumns<AdditionalDepositListRow>();
const K = 'screens.client.additionalDepositReports.columns';

export const additionalDepositListColumns = col.columns([
  col.accessor('period', { header: columnHeader(`${K}.period`), meta: { width: '160px' } }),
  col.display({
    id: 'invoices',
    header: columnHeader(`${K}.invoices`),
    cell: ({ row }) => <InvoicesCell row={row.original} />,
  }),
  col.accessor('lastSyncedAt', {
    header: columnHeader(`${K}.lastSyncedAt`),
    meta: { width: '220px' },
    cell: ({ row }) => <SyncedCell row={row.original} />,
  }),
]);
