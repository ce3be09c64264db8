import * as z from 'zod';
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
  quantity_sold: z.number().int(),
  quantity_returned: z.number().int(),
  returned_percentage: decimalSchema,
  client_sale_percentage: decimalSchema.nullish(),
  returned_more_than_sold: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  comments_count: z.number().int().nonnegative(),
});
export type ReturnReportLine = z.infer<typeof returnReportLineSchema>;

/** A return report; `confirmed_at` null means unconfirmed. */
export const returnReportSchema = z.object({
  id: idSchema,
  client: reportClientSchema,
  period_start: z.string(),
  period_end: z.string(),
  period_formatted: z.string(),
  confirmed_at: z.string().nullable(),
  is_confirmable: z.boolean(),
  last_modified_by_import: z.string().nullish(),
  content_type: idSchema.optional(),
  lines: z.array(returnReportLineSchema).default([]),
});
export type ReturnReport = z.infer<typeof returnReportSchema>;
export const returnReportPageSchema = pageOf(returnReportSchema);

/** Query: ordering ('-' for descending; client name is client__name), period YYYY-MM, confirmed. */
export const returnReportsQuerySchema = pageQuerySchema.extend({
  client: z.union([idSchema, z.string()]).optional(),
  period_start: periodSchema.optional(),
  period_end: periodSchema.optional(),
  confirmed: z.enum(['true', 'false', 'all']).optional(),
});

/** What an import created, updated and deleted. */
export const returnImportStatisticsSchema = z.object({
  reports_created: z.number().int(),
  lines_created: z.number().int(),
  reports_updated: z.number().int(),
  lines_updated: z.number().int(),
  lines_deleted: z.number().int(),
});

/** POST return-reports/import/: a file for a period (month starts, YYYY-MM-DD). */
export const returnImportBodySchema = z.object({
  file: z.instanceof(Blob),
  name: z.string().min(1),
  period_start: isoDateSchema,
  period_end: isoDateSchema,
});
