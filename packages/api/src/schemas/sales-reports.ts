import * as z from 'zod/mini';
import { decimalSchema, idSchema, linkSchema, periodSchema, statusOf, textUpTo } from './common';

export const salesReportStatusValues = ['UNSUBMITTED', 'SUBMITTED', 'UNCONFIRMED', 'CONFIRMED', 'REJECTED'] as const;
export type SalesReportStatus = (typeof salesReportStatusValues)[number];
export const salesReportStatusSchema = statusOf(salesReportStatusValues);

/** A repair report as it hangs under its original. */
export const repairReportSchema = z.object({
  id: idSchema,
  period: periodSchema,
  status: salesReportStatusSchema,
  submitted_at: z.nullable(z.string()),
  is_repair: z.optional(z.boolean()),
  invoices: z.optional(z.array(linkSchema)),
});

/** A client's sales report (sales-reports/). A report with `submitted_at` set counts as submitted. */
export const salesReportSchema = z.object({
  id: idSchema,
  period: periodSchema,
  status: salesReportStatusSchema,
  submitted_at: z.nullable(z.string()),
  is_repair: z.boolean(),
  is_vat_free: z.boolean(),
  original_report: z.nullable(idSchema),
  repair_report: z.nullable(repairReportSchema),
  invoices: z.array(linkSchema),
});
export type SalesReport = z.infer<typeof salesReportSchema>;

/** The operator's sales report row: with the client. */
export const adminSalesReportSchema = z.object({
  id: idSchema,
  client: z.object({ label: z.string(), value: z.union([idSchema, z.string()]) }),
  period: periodSchema,
  submitted_at: z.nullable(z.string()),
  status: salesReportStatusSchema,
  invoices: z.array(linkSchema),
  is_repair: z.boolean(),
  repair_report: z.nullable(repairReportSchema),
});
export type AdminSalesReport = z.infer<typeof adminSalesReportSchema>;

export const salesReportHeaderSchema = z.object({
  client_code: z.string(),
  client_name: z.string(),
  period: periodSchema,
  packages_total: decimalSchema,
  process_fee_total: decimalSchema,
  process_fee_vat: decimalSchema,
  deposit_total: decimalSchema,
  to_be_paid: decimalSchema,
});

/** A package line of a sales report. `extra_fee` non-zero shows the extra-fee tooltip. */
export const salesLineSchema = z.object({
  id: idSchema,
  EAN: z.string(),
  name: z.string(),
  package_type: z.string(),
  volume: z.union([z.string(), z.number()]),
  deposit: decimalSchema,
  quantity: z.int().check(z.nonnegative()),
  deposit_total: decimalSchema,
  process_fee: decimalSchema,
  process_fee_base: decimalSchema,
  process_fee_type: z.string(),
  extra_fee: decimalSchema,
});
export type SalesLine = z.infer<typeof salesLineSchema>;

/**
 * sales-reports/package-list/{id}/ (and the repair and operator variants): the report with its lines. A repair
 * the operator cancelled carries the reason it gave (`rejection_comment`; the spec names the approval's `comment`
 * but not where the client reads it back: an assumed, optional field, so an answer without it still validates).
 */
export const salesReportDetailSchema = z.object({
  report: z.extend(z.partial(salesReportSchema, { invoices: true, original_report: true, repair_report: true }), {
    rejection_comment: z.optional(z.nullable(z.string())),
  }),
  header: salesReportHeaderSchema,
  lines: z.array(salesLineSchema),
});
export type SalesReportDetail = z.infer<typeof salesReportDetailSchema>;

export const salesLineBodySchema = z.object({ package: idSchema, quantity: z.int().check(z.nonnegative()) });
export const createRepairBodySchema = z.object({ sales_report_id: idSchema });
export const createRepairAnswerSchema = z.object({ id: idSchema });
export const submitSalesReportBodySchema = z.object({ is_repair: z.boolean(), sales_report_id: idSchema });
export const repairApprovalBodySchema = z.object({
  repair_report_id: idSchema,
  is_approve: z.boolean(),
  comment: textUpTo('comment'),
});

/** administrator/...-sales-reports/{from_date}/{to_date}/: optional client filter. */
export const adminSalesReportsQuerySchema = z.object({ client_id: z.optional(idSchema) });

/** Summary report query: periods YYYY-MM and the column toggles. */
export const summaryQuerySchema = z.object({
  fromDate: periodSchema,
  toDate: periodSchema,
  packageType: z.optional(z.union([idSchema, z.string()])),
  packageCategory: z.optional(z.union([idSchema, z.string()])),
  showEANCode: z.optional(z.boolean()),
  showEANType: z.optional(z.boolean()),
  showPackageType: z.optional(z.boolean()),
  showName: z.optional(z.boolean()),
  showPackageCategory: z.optional(z.boolean()),
  showVolume: z.optional(z.boolean()),
  showDeposit: z.optional(z.boolean()),
});
export type SummaryQuery = z.infer<typeof summaryQuerySchema>;

export const summaryItemSchema = z.object({
  id: idSchema,
  EAN: z.nullish(z.string()),
  EAN_type: z.nullish(z.string()),
  package_type: z.nullish(z.string()),
  name: z.nullish(z.string()),
  package_category: z.nullish(z.string()),
  volume: z.nullish(z.union([z.string(), z.number()])),
  deposit: z.nullish(decimalSchema),
  periods: z.array(z.object({ period: periodSchema, quantity: z.int() })),
});
export type SummaryItem = z.infer<typeof summaryItemSchema>;

export const massQuerySchema = z.object({ fromDate: periodSchema, toDate: periodSchema });
export type MassQuery = z.infer<typeof massQuerySchema>;
/** Mass report: weight in grams, total weight in tonnes. */
export const massItemSchema = z.object({
  id: idSchema,
  EAN: z.string(),
  name: z.string(),
  package_type: z.string(),
  weight: decimalSchema,
  volume: z.union([z.string(), z.number()]),
  total_quantity: z.int(),
  total_weight: decimalSchema,
});
export type MassItem = z.infer<typeof massItemSchema>;
