// What the detail screens tell the list when they send the user back to it (route state): the list shows it
// as a success alert. The spec: after a submit the client goes to the sales list with a success alert and a
// link to pay the invoice.
import type { Period } from '@epp/core';

export interface SalesListNotice {
  kind: 'submitted' | 'repairSubmitted' | 'repairDeleted';
  period: Period;
}

/** The route state the list reads: `navigate(routes.client.salesReports.to(), { state: salesListState(notice) })`. */
export function salesListState(notice: SalesListNotice): { salesListNotice: SalesListNotice } {
  return { salesListNotice: notice };
}

/** The notice in a location's state, if the state holds a well-formed one. */
export function salesListNoticeOf(state: unknown): SalesListNotice | null {
  if (typeof state !== 'object' || state === null || !('salesListNotice' in state)) return null;
  const notice = (state as { salesListNotice: unknown }).salesListNotice;
  if (typeof notice !== 'object' || notice === null) return null;
  const { kind, period } = notice as Partial<SalesListNotice>;
  const kinds: readonly string[] = ['submitted', 'repairSubmitted', 'repairDeleted'];
  return typeof kind === 'string' && kinds.includes(kind) && typeof period === 'string' ? { kind, period } : null;
}

/**
 * What the list tells the report page it opens (route state): the report was imported from a file. Spec §8:
 * "Müügiaruande lisamine failist õnnestus." then the modal closes and the user goes to the report, so the
 * report page shows the success.
 */
export interface SalesReportNotice {
  kind: 'imported';
}

/** The route state the report page reads: `navigate(path, { state: salesReportState({ kind: 'imported' }) })`. */
export function salesReportState(notice: SalesReportNotice): { salesReportNotice: SalesReportNotice } {
  return { salesReportNotice: notice };
}

/** The report page's notice in a location's state, if the state holds a well-formed one. */
export function salesReportNoticeOf(state: unknown): SalesReportNotice | null {
  if (typeof state !== 'object' || state === null || !('salesReportNotice' in state)) return null;
  const notice = (state as { salesReportNotice: unknown }).salesReportNotice;
  if (typeof notice !== 'object' || notice === null) return null;
  return (notice as Partial<SalesReportNotice>).kind === 'imported' ? { kind: 'imported' } : null;
}
