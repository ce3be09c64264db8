// What the detail screens tell the list when they send the user back to it, and what the list tells the report
// it opens: arrival notices (the kit's `arrivalState` / `useArrivalNotice`), shown once as a success alert. The
// spec: after a submit the client goes to the sales list with a success alert and a link to pay the invoice.
import type { Period } from '@epp/core';
import { arrivalState } from '../../kit';

export interface SalesListNotice {
  kind: 'submitted' | 'repairSubmitted' | 'repairDeleted' | 'reportDeleted';
  period: Period;
}

/** The route state the list reads: `navigate(routes.client.salesReports.to(), { state: salesListState(notice) })`. */
export function salesListState(notice: SalesListNotice) {
  return arrivalState(notice);
}

/** The sales list's notice, if a route state's notice (`arrivalNoticeOf`) is a well-formed one. */
export function salesListNoticeOf(notice: unknown): SalesListNotice | null {
  if (typeof notice !== 'object' || notice === null) return null;
  const { kind, period } = notice as Partial<SalesListNotice>;
  const kinds: readonly string[] = ['submitted', 'repairSubmitted', 'repairDeleted', 'reportDeleted'];
  return typeof kind === 'string' && kinds.includes(kind) && typeof period === 'string' ? { kind, period } : null;
}

/**
 * What the list tells the report page it opens: the report was imported from a file. Spec §8:
 * "Müügiaruande lisamine failist õnnestus." then the modal closes and the user goes to the report, so the
 * report page shows the success.
 */
export interface SalesReportNotice {
  kind: 'imported';
}

/** The route state the report page reads: `navigate(path, { state: salesReportState({ kind: 'imported' }) })`. */
export function salesReportState(notice: SalesReportNotice) {
  return arrivalState(notice);
}

/** The report page's notice, if a route state's notice (`arrivalNoticeOf`) is a well-formed one. */
export function salesReportNoticeOf(notice: unknown): SalesReportNotice | null {
  if (typeof notice !== 'object' || notice === null) return null;
  return (notice as Partial<SalesReportNotice>).kind === 'imported' ? { kind: 'imported' } : null;
}
