import * as z from 'zod';
import { decimalSchema, idSchema, linkSchema, pageOf, pageQuerySchema } from './common';
import { reportClientSchema } from './return-reports';

export const additionalDepositLineSchema = z.object({
  id: idSchema.optional(),
  package: z.object({
    ean: z.string(),
    name: z.string(),
    package_type: z.string(),
    volume: z.union([z.string(), z.number()]),
  }),
  quantity: z.number().int(),
  total_fee: decimalSchema,
  base_fee: decimalSchema,
  return_threshold_total_fee: decimalSchema,
  return_threshold_base_fee: decimalSchema,
});

export const additionalDepositTotalsSchema = z.object({
  packages: decimalSchema,
  additional_deposit_fees: decimalSchema,
  return_threshold_fees: decimalSchema,
  vat: decimalSchema,
  to_be_paid: decimalSchema,
});

/** An additional-deposit report for a year; `is_posted` is true, false or unknown (null). */
export const additionalDepositReportSchema = z.object({
  id: idSchema,
  client: reportClientSchema,
  period: z.union([z.number().int(), z.string()]),
  period_formatted: z.string().optional(),
  invoices: z.array(linkSchema),
  is_posted: z.boolean().nullable(),
  last_synced_at: z.string().nullable(),
  lines: z.array(additionalDepositLineSchema).default([]),
  totals: additionalDepositTotalsSchema.optional(),
});
export type AdditionalDepositReport = z.infer<typeof additionalDepositReportSchema>;
export const additionalDepositReportPageSchema = pageOf(additionalDepositReportSchema);

export const additionalDepositQuerySchema = pageQuerySchema.extend({
  client: z.union([idSchema, z.string()]).optional(),
  period_start: z.string().optional(),
  period_end: z.string().optional(),
  is_posted: z.enum(['true', 'false']).optional(),
});

/**
 * A sync answers with statistics, read two ways by the spec: the list view's counts, or the batch
 * reading; every count is optional so either parses.
 */
export const additionalDepositSyncStatisticsSchema = z
  .object({
    reports_created: z.number().int(),
    lines_created: z.number().int(),
    reports_updated: z.number().int(),
    lines_updated: z.number().int(),
    client_count: z.number().int(),
    filter_historic: z.union([z.boolean(), z.number(), z.string()]),
    report_count: z.number().int(),
    invalid_contract: z.number().int(),
    client_request_error: z.number().int(),
    report_request_error: z.number().int(),
    report_unexpected: z.number().int(),
    report_is_posted: z.number().int(),
    lines: z.number().int(),
  })
  .partial();
