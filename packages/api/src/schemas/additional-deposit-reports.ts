import * as z from 'zod/mini';
import { decimalSchema, idSchema, linkSchema, pageOf, pageQuerySchema } from './common';
import { reportClientSchema } from './return-reports';

export const additionalDepositLineSchema = z.object({
  id: z.optional(idSchema),
  package: z.object({
    ean: z.string(),
    name: z.string(),
    package_type: z.string(),
    volume: z.union([z.string(), z.number()]),
  }),
  quantity: z.int(),
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
  period: z.union([z.int(), z.string()]),
  period_formatted: z.optional(z.string()),
  invoices: z.array(linkSchema),
  is_posted: z.nullable(z.boolean()),
  last_synced_at: z.nullable(z.string()),
  lines: z._default(z.array(additionalDepositLineSchema), []),
  totals: z.optional(additionalDepositTotalsSchema),
});
export type AdditionalDepositReport = z.infer<typeof additionalDepositReportSchema>;
export const additionalDepositReportPageSchema = pageOf(additionalDepositReportSchema);

export const additionalDepositQuerySchema = z.extend(pageQuerySchema, {
  client: z.optional(z.union([idSchema, z.string()])),
  period_start: z.optional(z.string()),
  period_end: z.optional(z.string()),
  is_posted: z.optional(z.enum(['true', 'false'])),
});

/**
 * A sync answers with statistics, read two ways by the spec: the list view's counts, or the batch
 * reading; every count is optional so either parses.
 */
export const additionalDepositSyncStatisticsSchema = z.partial(
  z.object({
    reports_created: z.int(),
    lines_created: z.int(),
    reports_updated: z.int(),
    lines_updated: z.int(),
    client_count: z.int(),
    filter_historic: z.union([z.boolean(), z.number(), z.string()]),
    report_count: z.int(),
    invalid_contract: z.int(),
    client_request_error: z.int(),
    report_request_error: z.int(),
    report_unexpected: z.int(),
    report_is_posted: z.int(),
    lines: z.int(),
  }),
);
