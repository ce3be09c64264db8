import { monthsBetween, type Period } from '../periods/calendar';

/** Sales report statuses of both documents. */
export const SALES_REPORT_STATUSES = ['UNSUBMITTED', 'SUBMITTED', 'UNCONFIRMED', 'CONFIRMED', 'REJECTED'] as const;
export type SalesReportStatus = (typeof SALES_REPORT_STATUSES)[number];

/** What the rules need of a sales report or repair: the API's period, status value and submitted_at. */
export interface SalesReportFacts {
  period: Period;
  /** `status.value` of the API. */
  status: string;
  submitted_at?: string | null;
}

export interface OriginalReportFacts extends SalesReportFacts {
  repair_report?: SalesReportFacts | null;
}

/** How many months back a report stays editable: "within the last 12 months". */
export const EDITABLE_MONTHS_BACK = 12;

const EDITABLE_STATUSES: readonly string[] = ['UNSUBMITTED', 'REJECTED'];

/** A period is recent when it is at most 12 months before the current month (the current month included). */
export function isRecentPeriod(period: Period, currentPeriod: Period): boolean {
  return monthsBetween(period, currentPeriod) <= EDITABLE_MONTHS_BACK;
}

/** A report with submitted_at set counts as submitted, whatever its status says. */
export function isSalesReportSubmitted(report: Pick<SalesReportFacts, 'submitted_at'>): boolean {
  return typeof report.submitted_at === 'string' && report.submitted_at !== '';
}

/** A report or repair is editable only for a recent period and while UNSUBMITTED or REJECTED. */
export function isSalesReportEditable(report: SalesReportFacts, currentPeriod: Period): boolean {
  return isRecentPeriod(report.period, currentPeriod) && EDITABLE_STATUSES.includes(report.status);
}

/** The original can be added (filled in) or imported only while not submitted and recent. */
export function canAddOriginal(report: SalesReportFacts, currentPeriod: Period): boolean {
  return !isSalesReportSubmitted(report) && isRecentPeriod(report.period, currentPeriod);
}

/** A repair can be created only for a submitted original, when it has none yet, for a recent period. */
export function canCreateRepair(original: OriginalReportFacts, currentPeriod: Period): boolean {
  return isSalesReportSubmitted(original) && !original.repair_report && isRecentPeriod(original.period, currentPeriod);
}

/** A client may delete a repair only while UNSUBMITTED or REJECTED. */
export function canClientDeleteRepair(repair: Pick<SalesReportFacts, 'status'>): boolean {
  return EDITABLE_STATUSES.includes(repair.status);
}

/** The administrator may delete an original only while UNSUBMITTED. */
export function canAdminDeleteOriginal(original: Pick<SalesReportFacts, 'status'>): boolean {
  return original.status === 'UNSUBMITTED';
}

/** The administrator confirms an UNCONFIRMED repair or cancels it with a reason. */
export function canReviewRepair(repair: Pick<SalesReportFacts, 'status'>): boolean {
  return repair.status === 'UNCONFIRMED';
}

/** A repair is cancelled only with a reason that is not blank. */
export function isRepairRejectionReasonValid(reason: string): boolean {
  return reason.trim() !== '';
}

/** The operator's "unsubmitted" list: the report or its repair is UNSUBMITTED or REJECTED. */
export function belongsToUnsubmittedList(report: OriginalReportFacts): boolean {
  return EDITABLE_STATUSES.includes(report.status) || EDITABLE_STATUSES.includes(report.repair_report?.status ?? '');
}

/** The operator's "unconfirmed" list: reports whose repair is UNCONFIRMED. */
export function belongsToUnconfirmedList(report: OriginalReportFacts): boolean {
  return report.repair_report?.status === 'UNCONFIRMED';
}

export type SalesReportAction =
  | 'edit-original'
  | 'view-original'
  | 'import-original'
  | 'export-original-template'
  | 'add-repair'
  | 'edit-repair'
  | 'view-repair'
  | 'import-repair'
  | 'export-repair-template';

/**
 * The client's actions for one row of the sales list (the row menu and the detail buttons): view or fill in
 * the original, import it and export its template while editable; view the original when a repair exists;
 * add a repair; view or fix the repair. Old periods without a repair only get "view".
 */
export function salesReportActions(original: OriginalReportFacts, currentPeriod: Period): SalesReportAction[] {
  const actions: SalesReportAction[] = [];
  if (isSalesReportEditable(original, currentPeriod)) actions.push('edit-original', 'export-original-template');
  else actions.push('view-original');
  if (canAddOriginal(original, currentPeriod)) actions.push('import-original');
  const repair = original.repair_report;
  if (repair) {
    if (isSalesReportEditable(repair, currentPeriod))
      actions.push('edit-repair', 'import-repair', 'export-repair-template');
    else actions.push('view-repair');
  } else if (canCreateRepair(original, currentPeriod)) {
    actions.push('add-repair');
  }
  return actions;
}
