import * as z from 'zod/mini';
import { dashedDateSchema, decimalSchema, followableUrlSchema, idSchema, linkSchema } from './common';

/** Invoice status values; badge tones: Unpaid warning, Paid success, Overdue error. */
export const invoiceStatusSchema = z.enum(['Unpaid', 'Paid', 'Overdue']);

export const invoiceSchema = z.object({
  id: idSchema,
  number: linkSchema,
  date: dashedDateSchema,
  due_date: dashedDateSchema,
  status: invoiceStatusSchema,
  amount: decimalSchema,
  amount_paid: decimalSchema,
  is_payable: z.optional(z.boolean()),
  period: z.nullish(z.string()),
});
export type Invoice = z.infer<typeof invoiceSchema>;

/** GET invoices/: the list and the balance. */
export const invoiceListSchema = z.object({
  invoices: z.array(invoiceSchema),
  invoices_balance: z.nullable(decimalSchema),
});

/** GET administrator/client-invoices/{client_id}/: the balance comes from NAV. */
export const clientInvoiceListSchema = z.object({
  invoices: z.array(invoiceSchema),
  invoices_balance_nav: z.nullable(decimalSchema),
});

/** GET invoices/{id}/: the invoice with its rows, totals and receiver, for the preview. */
export const invoiceDetailSchema = z.extend(invoiceSchema, {
  rows: z.array(
    z.object({
      value: z.string(),
      quantity: decimalSchema,
      unit_price: decimalSchema,
      vat_id: z.union([z.string(), idSchema]),
      total: decimalSchema,
    }),
  ),
  totals: z.object({
    without_VAT: decimalSchema,
    VAT: decimalSchema,
    with_VAT: decimalSchema,
    show_invoice_preview: z.boolean(),
  }),
  invoice_receiver: z.object({
    name: z.string(),
    street: z.string(),
    zipCode: z.string(),
    county: z.string(),
    reg_number: z.string(),
    reference_number: z.string(),
  }),
});
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>;

export const paymentBodySchema = z.object({
  amount: decimalSchema,
  client_id: idSchema,
  customer_url: z.string(),
  order_reference: z.string(),
  invoice_id: z.nullish(idSchema),
});
/** The redirect to the card payment provider. */
export const paymentRedirectSchema = z.pipe(
  z.union([z.object({ url: followableUrlSchema }), z.object({ payment_link: followableUrlSchema })]),
  z.transform((answer) => ({ url: 'url' in answer ? answer.url : answer.payment_link })),
);

/** Payment states: settled succeeded; abandoned, failed, voided cancelled; anything else in progress. */
export const paymentStateSchema = z.object({ payment_state: z.string() });
export const paymentSettledStates = ['settled'] as const;
export const paymentCancelledStates = ['abandoned', 'failed', 'voided'] as const;
