// The invoice tables' columns (spec client §2 "Invoices"; the operator's client invoices show the same ones with
// another action). Module scope, as the DataTable asks; the cells are components, so they follow the language.
// The number links to the preview the role's screen names (cellContext), the action column is the role's.
import { formatDisplayDate, formatMoney } from '@epp/core';
import { useInterfaceLanguage } from '@epp/i18n';
import { createDataTableColumns, Link, useCellContext } from '@epp/ui';
import { StatusBadge } from '@epp/widgets/status-badge';
import { columnHeader } from '../kit';
import type { InvoiceListRow } from './invoice-rows';

/** What the invoice columns read from the DataTable's `cellContext`: where a number leads. */
export interface InvoiceColumnsContext {
  /** Where an invoice number leads: the client's preview (`/invoices/{id}`), the operator's the document. */
  numberHrefOf: (row: InvoiceListRow) => string;
}

/** Marks an invoice's number link, so a screen can give it focus back after the preview closes. */
export const INVOICE_LINK_ATTRIBUTE = 'data-invoice-link';

function NumberCell({ row }: { row: InvoiceListRow }) {
  const context = useCellContext<InvoiceColumnsContext>();
  if (!context) return <>{row.number}</>;
  return (
    <Link href={context.numberHrefOf(row)} {...{ [INVOICE_LINK_ATTRIBUTE]: String(row.id) }}>
      {row.number}
    </Link>
  );
}

function MoneyCell({ value }: { value: number }) {
  return <>{formatMoney(value, useInterfaceLanguage())}</>;
}

const dateCell = (date: string) => (date === '' ? '–' : formatDisplayDate(date));

const col = createDataTableColumns<InvoiceListRow>();

/** Number (a link to the preview), date, status, due date, amount and paid; the role adds its action column. */
export const invoiceColumns = col.columns([
  col.accessor('number', {
    header: columnHeader('screens.client.invoices.columns.number'),
    sortFn: 'text',
    cell: ({ row }) => <NumberCell row={row.original} />,
  }),
  col.accessor('date', {
    header: columnHeader('screens.client.invoices.columns.date'),
    sortFn: 'text',
    meta: { width: '130px' },
    cell: ({ getValue }) => dateCell(getValue()),
  }),
  col.accessor('status', {
    header: columnHeader('screens.client.invoices.columns.status'),
    sortFn: 'text',
    meta: { width: '170px' },
    cell: ({ row }) => <StatusBadge family="invoice" value={row.original.status} />,
  }),
  col.accessor('dueDate', {
    header: columnHeader('screens.client.invoices.columns.dueDate'),
    sortFn: 'text',
    meta: { width: '130px' },
    cell: ({ getValue }) => dateCell(getValue()),
  }),
  col.accessor('amount', {
    header: columnHeader('screens.client.invoices.columns.amount'),
    enableSorting: false,
    meta: { width: '130px', align: 'end' },
    cell: ({ getValue }) => <MoneyCell value={getValue()} />,
  }),
  col.accessor('paid', {
    header: columnHeader('screens.client.invoices.columns.paid'),
    enableSorting: false,
    meta: { width: '130px', align: 'end' },
    cell: ({ getValue }) => <MoneyCell value={getValue()} />,
  }),
]);
