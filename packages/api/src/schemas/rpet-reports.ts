import * as z from 'zod';
import { decimalSchema, idSchema, pageOf, pageQuerySchema } from './common';
import { reportClientSchema } from './return-reports';

/** The first year with rPET reports. */
export const RPET_MIN_YEAR = 2024;

export const rpetLineSchema = z.object({
  id: idSchema,
  package: z.object({ ean: z.string(), name: z.string(), package_type: z.string() }),
  weight: decimalSchema,
  volume: z.union([z.string(), z.number()]),
  quantity_sold: z.number().int(),
  total_tonnage: decimalSchema,
  recycled_percentage: decimalSchema.nullable(),
  recycled_tonnage: decimalSchema.nullable(),
  created_at: z.string(),
});
export type RpetLine = z.infer<typeof rpetLineSchema>;

export const rpetTotalsSchema = z.object({
  total_recycled_percentage: decimalSchema.nullable(),
  total_quantity_sold: decimalSchema,
  total_tonnage: decimalSchema,
  total_recycled_tonnage: decimalSchema,
});

/** An rPET report; `submitted_at` null means unsubmitted. */
export const rpetReportSchema = z.object({
  id: idSchema,
  client: reportClientSchema,
  period: z.union([z.number().int(), z.string()]),
  period_formatted: z.string(),
  submitted_at: z.string().nullable(),
  status: z.string().nullable(),
  lines: z.array(rpetLineSchema).default([]),
  totals: rpetTotalsSchema.optional(),
});
export type RpetReport = z.infer<typeof rpetReportSchema>;
export const rpetReportPageSchema = pageOf(rpetReportSchema);

export const rpetQuerySchema = pageQuerySchema.extend({
  client: z.union([idSchema, z.string()]).optional(),
  year_from: z.number().int().min(RPET_MIN_YEAR).optional(),
  year_to: z.number().int().min(RPET_MIN_YEAR).optional(),
  submitted: z.enum(['true', 'false']).optional(),
});

/** Percentage 0..100 with two decimals. */
export const rpetLineBodySchema = z.object({
  recycled_percentage: z
    .number()
    .min(0)
    .max(100)
    .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-9, 'At most two decimals'),
});

export const rpetGenerateBodySchema = z.object({ year: z.number().int().min(RPET_MIN_YEAR) });
export const rpetGenerateSingleBodySchema = rpetGenerateBodySchema.extend({ client: idSchema });

export const rpetGenerateStatisticsSchema = z.object({
  reports_created: z.number().int(),
  reports_existing: z.number().int(),
  reports_skipped: z.number().int(),
  lines_created: z.number().int(),
  lines_updated: z.number().int(),
  lines_skipped: z.number().int(),
  lines_deleted: z.number().int(),
});
