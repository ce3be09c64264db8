// The sales list's rows and what each row offers, from @epp/core's state rules (spec §2 "Reports section",
// §4): every original in the period filter, newest first, its repair as a second row right under it.
import type { AdminSalesReport, SalesReport } from '@epp/api/schemas';
import {
  canClientDeleteRepair,
  isPeriodInRange,
  type Period,
  type PeriodRange,
  type SalesReportAction,
  salesReportActions,
} from '@epp/core';

/** A report of either role's list: the client's own, or the operator's (with its company). */
export type SalesListReport = SalesReport | AdminSalesReport;

/** One row of the list: an original report, or the repair under it. */
export interface SalesListRow {
  /** 'o-12' for the original 12, 'r-12' for its repair (row ids must not collide). */
  id: string;
  kind: 'original' | 'repair';
  /** The original the row belongs to (a repair row's route and rules need it). */
  original: SalesListReport;
  /** The report's company: the operator's lists name it; the client's own reports have none. */
  company: string | null;
  period: Period;
  status: string;
  submittedAt: string | null;
  invoices: readonly { name: string; url: string }[];
}

/**
 * A row's actions: what the core rules give the client, plus deleting a repair while the rules allow it; the
 * operator's exports and its review of an unconfirmed repair.
 */
export type SalesRowAction =
  | SalesReportAction
  | 'delete-repair'
  | 'export-original'
  | 'export-repair'
  | 'confirm-repair'
  | 'cancel-repair';

const REPAIR_ACTIONS: readonly SalesReportAction[] = [
  'edit-repair',
  'view-repair',
  'import-repair',
  'export-repair-template',
];

/** Originals in the range (both months included), newest first; each followed by its repair. */
export function salesListRows(reports: readonly SalesListReport[], range: Partial<PeriodRange>): SalesListRow[] {
  const rows: SalesListRow[] = [];
  const originals = reports
    .filter((report) => !report.is_repair && isPeriodInRange(report.period, range))
    .sort((a, b) => b.period.localeCompare(a.period) || b.id - a.id);
  for (const original of originals) {
    const company = 'client' in original ? original.client.label : null;
    rows.push({
      id: `o-${original.id}`,
      kind: 'original',
      original,
      company,
      period: original.period,
      status: original.status.value,
      submittedAt: original.submitted_at,
      invoices: original.invoices,
    });
    const repair = original.repair_report;
    if (repair) {
      rows.push({
        id: `r-${repair.id}`,
        kind: 'repair',
        original,
        company,
        period: repair.period,
        status: repair.status.value,
        submittedAt: repair.submitted_at,
        invoices: repair.invoices ?? [],
      });
    }
  }
  return rows;
}

/** The original's facts as the core rules read them. */
function factsOf(original: SalesListReport) {
  const repair = original.repair_report;
  return {
    period: original.period,
    status: original.status.value,
    submitted_at: original.submitted_at,
    repair_report: repair
      ? { period: repair.period, status: repair.status.value, submitted_at: repair.submitted_at }
      : null,
  };
}

/**
 * What a row's menu offers. The original's row: its own actions and "add a repair"; the repair's row: the
 * repair's actions, and delete while it is UNSUBMITTED or REJECTED. No action is listed twice.
 */
export function salesRowActions(row: SalesListRow, currentPeriod: Period): SalesRowAction[] {
  const all = salesReportActions(factsOf(row.original), currentPeriod);
  if (row.kind === 'original') return all.filter((action) => !REPAIR_ACTIONS.includes(action));
  const actions: SalesRowAction[] = all.filter((action) => REPAIR_ACTIONS.includes(action));
  if (canClientDeleteRepair({ status: row.status })) actions.push('delete-repair');
  return actions;
}

/** A row whose only action is viewing (old periods without a repair) gets a view button, not a menu. */
export function isViewOnlyRow(actions: readonly SalesRowAction[]): boolean {
  return actions.length === 1 && (actions[0] === 'view-original' || actions[0] === 'view-repair');
}
