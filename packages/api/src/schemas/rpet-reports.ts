import * as z from 'zod/mini';
import { decimalSchema, idSchema, pageOf, pageQuerySchema } from './common';
import { reportClientSchema } from './return-reports';

/** The first year with rPET reports. */
export const RPET_MIN_YEAR = 2024;

export const rpetLineSchema = z.object({
  id: idSchema,
  package: z.object({ ean: z.string(), name: z.string(), package_type: z.string() }),
  weight: decimalSchema,
  volume: z.union([z.string(), z.number()]),
  quantity_sold: z.int(),
  total_tonnage: decimalSchema,
  recycled_percentage: z.nullable(decimalSchema),
  recycled_tonnage: z.nullable(decimalSchema),
  created_at: z.string(),
});
export type RpetLine = z.infer<typeof rpetLineSchema>;

export const rpetTotalsSchema = z.object({
  total_recycled_percentage: z.nullable(decimalSchema),
  total_quantity_sold: decimalSchema,
  total_tonnage: decimalSchema,
  total_recycled_tonnage: decimalSchema,
});

/** An rPET report; `submitted_at` null means unsubmitted. */
export const rpetReportSchema = z.object({
  id: idSchema,
  client: reportClientSchema,
  period: z.union([z.int(), z.string()]),
  period_formatted: z.string(),
  submitted_at: z.nullable(z.string()),
  status: z.nullable(z.string()),
  lines: z._default(z.array(rpetLineSchema), []),
  totals: z.optional(rpetTotalsSchema),
});
export type RpetReport = z.infer<typeof rpetReportSchema>;
export const rpetReportPageSchema = pageOf(rpetReportSchema);

export const rpetQuerySchema = z.extend(pageQuerySchema, {
  client: z.optional(z.union([idSchema, z.string()])),
  year_from: z.optional(z.int().check(z.gte(RPET_MIN_YEAR))),
  year_to: z.optional(z.int().check(z.gte(RPET_MIN_YEAR))),
  submitted: z.optional(z.enum(['true', 'false'])),
});

/** Percentage 0..100 with two decimals. */
export const rpetLineBodySchema = z.object({
  recycled_percentage: z.number().check(
    z.gte(0),
    z.lte(100),
    z.refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'At most two decimals'),
  ),
});

export const rpetGenerateBodySchema = z.object({ year: z.int().check(z.gte(RPET_MIN_YEAR)) });
export const rpetGenerateSingleBodySchema = z.extend(rpetGenerateBodySchema, { client: idSchema });

export const rpetGenerateStatisticsSchema = z.object({
  reports_created: z.int(),
  reports_existing: z.int(),
  reports_skipped: z.int(),
  lines_created: z.int(),
  lines_updated: z.int(),
  lines_skipped: z.int(),
  lines_deleted: z.int(),
});
