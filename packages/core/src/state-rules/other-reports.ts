/** Who looks at a screen: the rules and badge tones differ between clients and the operator (EPP). */
export type Audience = 'client' | 'admin';

export interface RpetReportFacts {
  /** null until the client submits. */
  submitted_at: string | null;
}

export type RpetStatus = 'unsubmitted' | 'submitted';

/** The rPET status badge: unsubmitted, submitted, or none (a dash) when there is no report. */
export function rpetStatus(report: RpetReportFacts | null | undefined): RpetStatus | null {
  if (!report) return null;
  return report.submitted_at === null ? 'unsubmitted' : 'submitted';
}

/** Clients edit percentages, import and submit only while unsubmitted; administrators never edit. */
export function canEditRpet(report: RpetReportFacts, audience: Audience): boolean {
  return audience === 'client' && report.submitted_at === null;
}

/** Only administrators unsubmit, and only a submitted report. */
export function canUnsubmitRpet(report: RpetReportFacts, audience: Audience): boolean {
  return audience === 'admin' && report.submitted_at !== null;
}

/** Return reports: only confirmable ones can be confirmed, and the bulk button needs every selected one to be. */
export function canBulkConfirmReturnReports(selected: ReadonlyArray<{ is_confirmable: boolean }>): boolean {
  return selected.length > 0 && selected.every((report) => report.is_confirmable);
}

/** A return report is confirmed once confirmed_at is set. */
export function isReturnReportConfirmed(report: { confirmed_at: string | null }): boolean {
  return report.confirmed_at !== null;
}

/** Additional-deposit reports are posted, not posted, or unknown (any other value). */
export function additionalDepositPosting(report: { is_posted: unknown }): 'posted' | 'not-posted' | 'unknown' {
  if (report.is_posted === true) return 'posted';
  return report.is_posted === false ? 'not-posted' : 'unknown';
}
