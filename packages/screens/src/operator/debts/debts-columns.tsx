// The debts list's rows and columns (spec operator §2 "Debts"). Module scope, as the DataTable asks; the cells
// are components, so they follow a language switch.
import type { Debt } from '@epp/api/schemas';
import { formatDisplayDate, formatMoney, type IsoDate, parseApiDate } from '@epp/core';
import { useEppTranslation, useInterfaceLanguage } from '@epp/i18n';
import { createDataTableColumns } from '@epp/ui';
import { columnHeader } from '../../kit';

const K = 'screens.operator.debts';

/** A client's debt in the period: its oldest overdue invoice's due date and days, the sum still owed. */
export interface DebtsRow {
  /** The client's id: the row opens the client's invoices. */
  id: number;
  client: string;
  unsubmittedReports: number;
  /** ISO, so the column sorts; empty when the server's date does not read. */
  dueDate: IsoDate | '';
  overdueDays: number;
  debt: number;
}

export function debtsRows(debts: readonly Debt[]): DebtsRow[] {
  return debts.map((debt) => ({
    id: debt.id,
    client: debt.name,
    unsubmittedReports: debt.unsubmitted_sales_reports,
    dueDate: (debt.due_date === null ? null : parseApiDate(debt.due_date)) ?? '',
    overdueDays: debt.overdue,
    debt: debt.debt,
  }));
}

/** The most overdue first (spec silent: the debts the scheme should chase first head the list). */
export const DEBTS_DEFAULT_SORT = { id: 'overdueDays', desc: true } as const;

function OverdueCell({ days }: { days: number }) {
  const { t } = useEppTranslation();
  // "N päeva" (spec), and the singular for one day
  return <>{t(days === 1 ? `${K}.day` : `${K}.days`, { count: days })}</>;
}

function DebtCell({ value }: { value: number }) {
  return <>{formatMoney(value, useInterfaceLanguage())}</>;
}

const col = createDataTableColumns<DebtsRow>();

export const debtsColumns = col.columns([
  col.accessor('client', { header: columnHeader(`${K}.columns.client`), sortFn: 'text', filterFn: 'select' }),
  col.accessor('unsubmittedReports', {
    header: columnHeader(`${K}.columns.unsubmittedReports`),
    sortFn: 'number',
    meta: { width: '200px', align: 'end' },
  }),
  col.accessor('dueDate', {
    header: columnHeader(`${K}.columns.dueDate`),
    sortFn: 'text',
    meta: { width: '150px' },
    cell: ({ getValue }) => (getValue() === '' ? '–' : formatDisplayDate(getValue() as IsoDate)),
  }),
  col.accessor('overdueDays', {
    header: columnHeader(`${K}.columns.overdueDays`),
    sortFn: 'number',
    filterFn: 'numberRange',
    meta: { width: '150px', align: 'end' },
    cell: ({ getValue }) => <OverdueCell days={getValue()} />,
  }),
  col.accessor('debt', {
    header: columnHeader(`${K}.columns.debt`),
    sortFn: 'number',
    meta: { width: '150px', align: 'end' },
    cell: ({ getValue }) => <DebtCell value={getValue()} />,
  }),
]);
