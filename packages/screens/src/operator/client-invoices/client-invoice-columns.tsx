// The operator's view of a client's invoices: the shared invoice columns and the operator's action, "Saada
// uuesti" (the reminder again) per invoice not yet paid, or a disabled "Tasutud" (spec operator §2).
import { invoiceReminderButton } from '@epp/core';
import { useEppTranslation } from '@epp/i18n';
import { Button, createDataTableColumns, useCellContext } from '@epp/ui';
import { type InvoiceColumnsContext, type InvoiceListRow, invoiceColumns } from '../../invoices';
import { columnHeader } from '../../kit';

const K = 'screens.operator.clientInvoices';

/** The operator table's `cellContext`: where a number leads, and sending a row's reminder. */
export interface ReminderCellContext extends InvoiceColumnsContext {
  onSendReminder: (row: InvoiceListRow) => void;
  /** The invoice whose reminder is being sent (its button shows progress; the others wait). */
  sendingId: number | null;
}

function ReminderCell({ row }: { row: InvoiceListRow }) {
  const { t } = useEppTranslation();
  const context = useCellContext<ReminderCellContext>();
  if (invoiceReminderButton(row) === 'paid-disabled' || !context) {
    return (
      <Button size="sm" variant="secondary" isDisabled>
        {t(`${K}.paid`)}
      </Button>
    );
  }
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={t(`${K}.sendReminderLabel`, { number: row.number })}
      isPending={context.sendingId === row.id}
      isDisabled={context.sendingId !== null && context.sendingId !== row.id}
      onPress={() => context.onSendReminder(row)}
    >
      {t(`${K}.sendReminder`)}
    </Button>
  );
}

const col = createDataTableColumns<InvoiceListRow>();

export const operatorInvoiceColumns = col.columns([
  ...invoiceColumns,
  col.display({
    id: 'reminder',
    header: columnHeader('screens.client.invoices.columns.action'),
    meta: { width: '150px', align: 'end' },
    cell: ({ row }) => <ReminderCell row={row.original} />,
  }),
]);
