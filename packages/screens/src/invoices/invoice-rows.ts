import type { Invoice } from '@epp/api/schemas';
import { Decimal, type IsoDate, invoicePayButton, parseApiDate } from '@epp/core';

/** An invoice as the invoice tables show it (the client's list, later the operator's client invoices). */
export interface InvoiceListRow {
  id: number;
  number: string;
  /** The server's link of the number (its document); the tables link the number to the preview instead. */
  documentUrl: string;
  /** ISO dates, so the table sorts them; shown DD.MM.YYYY. Empty when the server's date does not read. */
  date: IsoDate | '';
  dueDate: IsoDate | '';
  status: Invoice['status'];
  amount: number;
  paid: number;
  /** What is still to pay (amount minus paid, never below 0). */
  outstanding: number;
  /** "pay" when the row offers a card payment; otherwise the disabled "paid" button (spec §2 "Invoices"). */
  action: 'pay' | 'paid-disabled';
}

/** The rows of GET invoices/ (or the operator's client invoices), newest first as the spec sorts them. */
export function invoiceListRows(invoices: readonly Invoice[]): InvoiceListRow[] {
  return invoices
    .map((invoice) => {
      const outstanding = Decimal.from(invoice.amount).minus(invoice.amount_paid);
      return {
        id: invoice.id,
        number: invoice.number.name,
        documentUrl: invoice.number.url,
        date: parseApiDate(invoice.date) ?? '',
        dueDate: parseApiDate(invoice.due_date) ?? '',
        status: invoice.status,
        amount: invoice.amount,
        paid: invoice.amount_paid,
        outstanding: outstanding.compare(0) > 0 ? outstanding.toNumber() : 0,
        action: invoicePayButton({ is_payable: invoice.is_payable ?? true, status: invoice.status }),
      } satisfies InvoiceListRow;
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** The invoice tables open sorted by date, newest first. */
export const INVOICE_DEFAULT_SORT = { id: 'date', desc: true } as const;
