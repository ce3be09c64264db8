import * as z from 'zod/mini';
import { decimalSchema, idSchema, isoDateSchema, pageOf, pageQuerySchema, periodSchema } from './common';

export const reportClientSchema = z.object({ name: z.string(), client_id: idSchema });

export const returnReportLineSchema = z.object({
  id: idSchema,
  package: z.object({
    ean: z.string(),
    name: z.string(),
    package_type: z.string(),
    volume: z.union([z.string(), z.number()]),
  }),
  quantity_sold: z.int(),
  quantity_returned: z.int(),
  returned_percentage: decimalSchema,
  client_sale_percentage: z.nullish(decimalSchema),
  returned_more_than_sold: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  comments_count: z.int().check(z.nonnegative()),
});
export type ReturnReportLine = z.infer<typeof returnReportLineSchema>;

/** A return report; `confirmed_at` null means unconfirmed. */
export const returnReportSchema = z.object({
  id: idSchema,
  client: reportClientSchema,
  period_start: z.string(),
  period_end: z.string(),
  period_formatted: z.string(),
  confirmed_at: z.nullable(z.string()),
  is_confirmable: z.boolean(),
  last_modified_by_import: z.nullish(z.string()),
  content_type: z.optional(idSchema),
  lines: z._default(z.array(returnReportLineSchema), []),
});
export type ReturnReport = z.infer<typeof returnReportSchema>;
export const returnReportPageSchema = pageOf(returnReportSchema);

/** Query: ordering ('-' for descending; client name is client__name), period YYYY-MM, confirmed. */
export const returnReportsQuerySchema = z.extend(pageQuerySchema, {
  client: z.optional(z.union([idSchema, z.string()])),
  period_start: z.optional(periodSchema),
  period_end: z.optional(periodSchema),
  confirmed: z.optional(z.enum(['true', 'false', 'all'])),
});

/** What an import created, updated and deleted. */
export const returnImportStatisticsSchema = z.object({
  reports_created: z.int(),
  lines_created: z.int(),
  reports_updated: z.int(),
  lines_updated: z.int(),
  lines_deleted: z.int(),
});

/** POST return-reports/import/: a file for a period (month starts, YYYY-MM-DD). */
export const returnImportBodySchema = z.object({
  file: z.instanceof(Blob),
  name: z.string().check(z.minLength(1)),
  period_start: isoDateSchema,
  period_end: isoDateSchema,
});
