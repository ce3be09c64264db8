// The rows of an rPET report list and what each row offers, for every role (spec client §2 "rPET reports",
// operator §2 "rPET list"): the client opens, exports and (while unsubmitted) imports; the operator opens and
// exports.
import type { RpetReport } from '@epp/api/schemas';
import { type Audience, canEditRpet, type RpetStatus, rpetStatus } from '@epp/core';
import type { SortState } from '@epp/ui';

export interface RpetListRow {
  id: string;
  report: RpetReport;
  /** The year as the API formats it ("2025"). */
  period: string;
  submittedAt: string | null;
  /** null: no status (a dash). */
  status: RpetStatus | null;
  company: string;
}

export function rpetListRows(reports: readonly RpetReport[]): RpetListRow[] {
  return reports.map((report) => ({
    id: String(report.id),
    report,
    period: report.period_formatted,
    submittedAt: report.submitted_at,
    status: rpetStatus(report),
    company: report.client.name,
  }));
}

/** What a row's menu offers. */
export type RpetRowAction = 'open' | 'export' | 'import';

/** Everyone opens and exports; only a client imports, and only into an unsubmitted report. */
export function rpetRowActions(report: RpetReport, audience: Audience): RpetRowAction[] {
  return canEditRpet(report, audience) ? ['open', 'export', 'import'] : ['open', 'export'];
}

/** The list's sortable columns and the API's `ordering` field of each. */
const ORDERING_FIELDS: Readonly<Record<string, string>> = {
  period: 'period',
  submittedAt: 'submitted_at',
  // The administrator's company column (the API's name for the client's name, as the other report lists sort it).
  company: 'client__name',
};

/** The newest year first, as the API sorts by default. */
export const RPET_DEFAULT_SORT: SortState = { id: 'period', desc: true };

/** The table's sort as the API's `ordering` parameter ("-period"); none for an unknown column. */
export function rpetOrdering(sort: SortState | null): string | undefined {
  const field = sort ? ORDERING_FIELDS[sort.id] : undefined;
  if (!sort || !field) return undefined;
  return sort.desc ? `-${field}` : field;
}
