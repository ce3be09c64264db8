// The client's invoice table: the shared invoice columns and the client's action, a pay button per row or a
// disabled "paid" button when the invoice is paid or not payable (spec client §2 "Invoices").
import { useEppTranslation } from '@epp/i18n';
import { Button, createDataTableColumns, useCellContext } from '@epp/ui';
import { type InvoiceColumnsContext, type InvoiceListRow, invoiceColumns } from '../../invoices';
import { columnHeader } from '../../kit';

/** The client table's `cellContext`: where a number leads, and paying a row. */
export interface ClientInvoiceCellContext extends InvoiceColumnsContext {
  onPay: (row: InvoiceListRow) => void;
  /** The invoice whose payment is being started (its button shows progress). */
  payingId: number | null;
  /** No payment can start: one is under way, or the client is not known yet. */
  isPayDisabled: boolean;
}

function PayCell({ row }: { row: InvoiceListRow }) {
  const { t } = useEppTranslation();
  const context = useCellContext<ClientInvoiceCellContext>();
  if (row.action === 'paid-disabled' || !context) {
    return (
      <Button size="sm" variant="secondary" isDisabled>
        {t('screens.client.invoices.paid')}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      aria-label={t('screens.client.invoices.payLabel', { number: row.number })}
      isPending={context.payingId === row.id}
      isDisabled={context.isPayDisabled && context.payingId !== row.id}
      onPress={() => context.onPay(row)}
    >
      {t('screens.client.invoices.pay')}
    </Button>
  );
}

const col = createDataTableColumns<InvoiceListRow>();

export const clientInvoiceColumns = col.columns([
  ...invoiceColumns,
  col.display({
    id: 'pay',
    header: columnHeader('screens.client.invoices.columns.action'),
    meta: { width: '120px', align: 'end' },
    cell: ({ row }) => <PayCell row={row.original} />,
  }),
]);
