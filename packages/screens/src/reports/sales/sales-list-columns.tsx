// The sales list's columns. Defined once at module scope (new column objects would rebuild the row models);
// the cells are components, so they render the current language and read the screen's handlers from context.
import { formatDisplayPeriod } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import {
  ActionMenu,
  ActionMenuItem,
  createDataTableColumns,
  FileIcon,
  IconButton,
  Link,
  VisuallyHidden,
} from '@epp/ui';
import { displayDate } from '@epp/widgets/report-header';
import { StatusBadge } from '@epp/widgets/status-badge';
import { createContext, useContext } from 'react';
import { styled } from 'styled-components';
import * as styles from './sales-list.styles';
import { isViewOnlyRow, type SalesListRow, type SalesRowAction, salesRowActions } from './sales-report-rows';

/** What the cells need from the screen: the current month (for the rules) and what a chosen action does. */
export interface SalesListActions {
  currentPeriod: string;
  onAction: (row: SalesListRow, action: SalesRowAction) => void;
  /** The menu or view button of a row was opened: the screen gives focus back to it after a dialog. */
  onTrigger: (element: Element | null) => void;
}

export const SalesListContext = createContext<SalesListActions | null>(null);

function useListActions(): SalesListActions {
  const actions = useContext(SalesListContext);
  if (!actions) throw new Error('The sales list cells need SalesListContext');
  return actions;
}

const RepairPeriod = styled.span`
  ${styles.repairPeriod}
`;
const InvoiceList = styled.ul`
  ${styles.invoiceList}
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

function InvoicesCell({ row }: { row: SalesListRow }) {
  const { t } = useEppTranslation();
  if (row.invoices.length === 0) {
    return (
      <>
        <Muted aria-hidden="true">–</Muted>
        <VisuallyHidden>{t('screens.client.salesReports.noInvoices')}</VisuallyHidden>
      </>
    );
  }
  return (
    <InvoiceList>
      {row.invoices.map((invoice) => (
        <li key={invoice.url}>
          <Link href={invoice.url} isExternal>
            {invoice.name}
          </Link>
        </li>
      ))}
    </InvoiceList>
  );
}

function ActionsCell({ row }: { row: SalesListRow }) {
  const { t } = useEppTranslation();
  const { currentPeriod, onAction, onTrigger } = useListActions();
  const actions = salesRowActions(row, currentPeriod);
  const period = formatDisplayPeriod(row.period);
  const isRepair = row.kind === 'repair';
  if (isViewOnlyRow(actions)) {
    const [view] = actions as [SalesRowAction];
    return (
      <IconButton
        size="sm"
        aria-label={t(
          isRepair ? 'screens.client.salesReports.repairViewLabel' : 'screens.client.salesReports.viewLabel',
          { period },
        )}
        onPress={() => onAction(row, view)}
      >
        <FileIcon />
      </IconButton>
    );
  }
  return (
    <ActionMenu
      aria-label={t(
        isRepair ? 'screens.client.salesReports.repairMenuLabel' : 'screens.client.salesReports.menuLabel',
        {
          period,
        },
      )}
      onOpenChange={(isOpen) => {
        if (isOpen) onTrigger(document.activeElement);
      }}
    >
      {actions.map((action) => (
        <ActionMenuItem
          key={action}
          id={action}
          isDanger={action === 'delete-repair'}
          onAction={() => onAction(row, action)}
        >
          {t(`screens.client.salesReports.actions.${action}`)}
        </ActionMenuItem>
      ))}
    </ActionMenu>
  );
}

function Header({ column }: { column: 'period' | 'submitted' | 'status' | 'invoices' | 'actions' }) {
  const { t } = useEppTranslation();
  return <>{t(`screens.client.salesReports.columns.${column}`)}</>;
}

const col = createDataTableColumns<SalesListRow>();

export const salesListColumns = col.columns([
  col.accessor('period', {
    header: () => <Header column="period" />,
    enableSorting: false,
    meta: { width: '200px' },
    cell: ({ row }) => <PeriodCell row={row.original} />,
  }),
  col.accessor('submittedAt', {
    header: () => <Header column="submitted" />,
    enableSorting: false,
    meta: { width: '150px' },
    cell: ({ row }) => <SubmittedCell row={row.original} />,
  }),
  col.accessor('status', {
    header: () => <Header column="status" />,
    enableSorting: false,
    meta: { width: '160px' },
    cell: ({ row }) => <StatusBadge family="salesReport" value={row.original.status} />,
  }),
  col.display({
    id: 'invoices',
    header: () => <Header column="invoices" />,
    cell: ({ row }) => <InvoicesCell row={row.original} />,
  }),
  col.display({
    id: 'actions',
    header: () => <Header column="actions" />,
    meta: { width: '110px', align: 'end' },
    cell: ({ row }) => <ActionsCell row={row.original} />,
  }),
]);
