import { Decimal, type DecimalInput } from '../money/decimal';

/**
 * The conditions ("Seisund") of a package row in the operator's registry lists, in the order of the spec's
 * multi-select filter: unsynced, unsubmitted reports, debt, test with type comments, test with a comment.
 */
export const PACKAGE_CONDITIONS = ['unsynced', 'unsubmittedReports', 'debt', 'typeComments', 'comment'] as const;
export type PackageCondition = (typeof PACKAGE_CONDITIONS)[number];

/** The two conditions the applications list hides (its packages have no test yet). */
export const APPLICATIONS_HIDDEN_CONDITIONS: readonly PackageCondition[] = ['typeComments', 'comment'];

/** What the conditions read from a registry row (API field names). */
export interface PackageConditionFacts {
  /** true means the parameters are not synced with the accounting system (NAV). */
  skip_migration?: boolean | null;
  unsubmitted_sales_reports?: number | null;
  debt?: DecimalInput | null;
  last_test?: { has_comment?: boolean | null; has_standard_comments?: boolean | null } | null;
}

/** A row's conditions: the flags, the count of unsubmitted reports and the debt (null when none). */
export interface PackageConditionState {
  unsynced: boolean;
  unsubmittedReports: number;
  debt: Decimal | null;
  typeComments: boolean;
  comment: boolean;
}

export function packageConditions(row: PackageConditionFacts): PackageConditionState {
  const debt = row.debt === null || row.debt === undefined ? null : Decimal.from(row.debt);
  return {
    unsynced: row.skip_migration === true,
    unsubmittedReports: Math.max(0, row.unsubmitted_sales_reports ?? 0),
    debt: debt !== null && debt.compare(0) > 0 ? debt : null,
    typeComments: row.last_test?.has_standard_comments === true,
    comment: row.last_test?.has_comment === true,
  };
}

/** The conditions that apply to a row, in filter order (what the conditions filter matches). */
export function appliedConditions(state: PackageConditionState): PackageCondition[] {
  const applies: Record<PackageCondition, boolean> = {
    unsynced: state.unsynced,
    unsubmittedReports: state.unsubmittedReports > 0,
    debt: state.debt !== null,
    typeComments: state.typeComments,
    comment: state.comment,
  };
  return PACKAGE_CONDITIONS.filter((condition) => applies[condition]);
}
