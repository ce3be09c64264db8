import * as z from 'zod/mini';
import { decimalSchema, idSchema, periodSchema } from './common';
import { salesReportStatusSchema } from './sales-reports';

export const latestPackagesSchema = z.object({
  all_packages_count: z.int().check(z.nonnegative()),
  not_registered_packages: z.int().check(z.nonnegative()),
  packages: z.array(z.object({ name: z.string(), created_at: z.string() })),
});

export const latestReportsSchema = z.object({
  all_reports_count: z.int().check(z.nonnegative()),
  not_submitted_reports_count: z.int().check(z.nonnegative()),
  latest_reports: z.array(z.object({ id: idSchema, period: periodSchema, status: salesReportStatusSchema })),
});

/** Monthly totals and the figures of the statistics card; `invoice_balance` null shows a dash. */
export const dashboardStatisticsSchema = z.object({
  months: z.array(
    z.object({
      date: z.string(),
      deposit_total: decimalSchema,
      process_fee_total: decimalSchema,
      current_year: z.boolean(),
    }),
  ),
  overdue_invoices: z.int().check(z.nonnegative()),
  invoice_balance: z.nullable(decimalSchema),
  packages_total: z.int().check(z.nonnegative()),
  best_month: z.nullable(z.object({ month: z.nullable(z.string()) })),
});
export type DashboardStatistics = z.infer<typeof dashboardStatisticsSchema>;
