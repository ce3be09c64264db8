import { Decimal, type DecimalInput } from '../money/decimal';
import { testResultGroup } from './test-results';

/** Package status ids of the testing list and of the retesting list (spec section 4). */
export const TESTING_STATUS_IDS: readonly number[] = [3, 10, 4];
export const RETESTING_STATUS_IDS: readonly number[] = [5, 6, 9];

/**
 * Which status ids carry the named states the operator's rules speak of. The spec does not show this
 * mapping, so it is data: pass the real one when it is known. The default is an assumption (see README).
 */
export interface PackageStatusMeanings {
  /** Not yet submitted by the client; exists only in the web portal. */
  unsubmitted: readonly number[];
  inTesting: readonly number[];
  /** Tested by the partner, waiting for the operator to confirm the result. */
  testUnconfirmed: readonly number[];
  /** Waiting after a failed test (the retest candidates). */
  waiting: readonly number[];
  registered: readonly number[];
}

export const ASSUMED_PACKAGE_STATUS_MEANINGS: PackageStatusMeanings = {
  unsubmitted: [2],
  inTesting: [3],
  testUnconfirmed: [10],
  waiting: [6],
  registered: [1],
};

/**
 * The one status the all-packages list shows greyed (spec §2 "Rows with one particular status are greyed"; which
 * one is not shown): a package the client has not submitted, which exists only in the web portal and is not yet
 * part of the registry. An assumption, kept here only (see the screens README, "Assumptions").
 */
export function isGreyedInAllPackages(
  statusId: number,
  meanings: PackageStatusMeanings = ASSUMED_PACKAGE_STATUS_MEANINGS,
): boolean {
  return meanings.unsubmitted.includes(statusId);
}

/** What the operator's rules read from a package row of the registry lists (API field names). */
export interface RegistryPackageFacts {
  id: number;
  ean: string;
  client: { id: number };
  status: { id: number };
  tested_at?: string | null;
  /** true means the parameters are not synced with the accounting system (NAV). */
  skip_migration?: boolean;
  unsubmitted_sales_reports?: number;
  debt?: DecimalInput | null;
  last_test?: { value?: number | string | null } | null;
  location?: string | null;
}

const hasStatus = (row: RegistryPackageFacts, ids: readonly number[]) => ids.includes(row.status.id);

/** Testing list: "confirm n test results" only when every selected package is test-unconfirmed. */
export function canConfirmTestResults(
  selected: readonly RegistryPackageFacts[],
  meanings: PackageStatusMeanings = ASSUMED_PACKAGE_STATUS_MEANINGS,
): boolean {
  return selected.length > 0 && selected.every((row) => hasStatus(row, meanings.testUnconfirmed));
}

/** Retesting list: confirm only when every selected package is waiting and has been tested. */
export function canConfirmRetestResults(
  selected: readonly RegistryPackageFacts[],
  meanings: PackageStatusMeanings = ASSUMED_PACKAGE_STATUS_MEANINGS,
): boolean {
  return selected.length > 0 && selected.every((row) => hasStatus(row, meanings.waiting) && !!row.tested_at);
}

/**
 * "Genereeri taotluse arve" in the applications modal: disabled with nothing selected, while an action is
 * loading, when a selected id is not in the list, or when the packages belong to more than one client.
 */
export function canGenerateApplicationInvoice(input: {
  selectedIds: readonly number[];
  rows: readonly Pick<RegistryPackageFacts, 'id' | 'client'>[];
  loading: boolean;
}): boolean {
  if (input.selectedIds.length === 0 || input.loading) return false;
  const byId = new Map(input.rows.map((row) => [row.id, row]));
  const selected = input.selectedIds.map((id) => byId.get(id));
  if (selected.some((row) => row === undefined)) return false;
  return new Set(selected.map((row) => row?.client.id)).size === 1;
}

/** The amount when it is above zero, else null (no debt). */
function positiveAmount(value: DecimalInput | null | undefined): Decimal | null {
  if (value === null || value === undefined) return null;
  const amount = Decimal.from(value);
  return amount.compare(0) > 0 ? amount : null;
}

/** The condition icons of a row: the two test problems of section 4. */
export function packageProblemIndicators(
  row: RegistryPackageFacts,
  meanings: PackageStatusMeanings = ASSUMED_PACKAGE_STATUS_MEANINGS,
): Array<'in-testing' | 'failed-test'> {
  const group = testResultGroup(row.last_test?.value);
  const problems: Array<'in-testing' | 'failed-test'> = [];
  if (group === 'not-available') problems.push('in-testing');
  if (group === 'not-ok' && hasStatus(row, meanings.waiting)) problems.push('failed-test');
  return problems;
}

export type RegistryAction = 'send-to-testing' | 'confirm-results' | 'register';

/** The warnings ("Võimalikud probleemid:") a confirmation modal lists; they warn, never block. */
export interface PossibleProblems {
  /** "n pakendi andmeid ei leitud nimekirjast." */
  notFoundCount: number;
  unsynced: RegistryPackageFacts[];
  /** One row per client with unsubmitted sales reports. */
  clientsWithUnsubmittedReports: RegistryPackageFacts[];
  /** One row per client with a debt. */
  clientsWithDebt: RegistryPackageFacts[];
  inTesting: RegistryPackageFacts[];
  /** Left out (always empty) when confirming results. */
  testUnconfirmed: RegistryPackageFacts[];
  lastTestFailed: RegistryPackageFacts[];
}

function firstPerClient(rows: readonly RegistryPackageFacts[]): RegistryPackageFacts[] {
  const byClient = new Map<number, RegistryPackageFacts>();
  for (const row of rows) if (!byClient.has(row.client.id)) byClient.set(row.client.id, row);
  return [...byClient.values()];
}

export function possibleProblems(
  input: { selectedIds: readonly number[]; rows: readonly RegistryPackageFacts[]; action: RegistryAction },
  meanings: PackageStatusMeanings = ASSUMED_PACKAGE_STATUS_MEANINGS,
): PossibleProblems {
  const byId = new Map(input.rows.map((row) => [row.id, row]));
  const found = input.selectedIds.flatMap((id) => byId.get(id) ?? []);
  return {
    notFoundCount: input.selectedIds.length - found.length,
    unsynced: found.filter((row) => row.skip_migration === true),
    clientsWithUnsubmittedReports: firstPerClient(found.filter((row) => (row.unsubmitted_sales_reports ?? 0) > 0)),
    clientsWithDebt: firstPerClient(found.filter((row) => positiveAmount(row.debt) !== null)),
    inTesting: found.filter((row) => packageProblemIndicators(row, meanings).includes('in-testing')),
    testUnconfirmed:
      input.action === 'confirm-results' ? [] : found.filter((row) => hasStatus(row, meanings.testUnconfirmed)),
    // spec §4: the failed-test problem only while the package waits after it (a confirmed OK retest is past it)
    lastTestFailed: found.filter((row) => packageProblemIndicators(row, meanings).includes('failed-test')),
  };
}

/** Whether the modal has anything to warn about. */
export function hasPossibleProblems(problems: PossibleProblems): boolean {
  return Object.values(problems).some((value) => (Array.isArray(value) ? value.length > 0 : value > 0));
}

/** One line under "Võimalikud probleemid:", in the spec's order. */
export type PossibleProblemKind =
  | 'not-found'
  | 'unsynced'
  | 'unsubmitted-reports'
  | 'debt'
  | 'in-testing'
  | 'test-unconfirmed'
  | 'last-test-failed';

export interface PossibleProblemLine {
  kind: PossibleProblemKind;
  /** Packages (or, for unsubmitted reports and debts, clients) the warning is about. */
  count: number;
}

/**
 * The warnings of a confirmation modal as lines with counts, in the spec's order; kinds with nothing to
 * say are left out (so an empty list means "no problems").
 */
export function possibleProblemLines(problems: PossibleProblems): PossibleProblemLine[] {
  const lines: PossibleProblemLine[] = [
    { kind: 'not-found', count: problems.notFoundCount },
    { kind: 'unsynced', count: problems.unsynced.length },
    { kind: 'unsubmitted-reports', count: problems.clientsWithUnsubmittedReports.length },
    { kind: 'debt', count: problems.clientsWithDebt.length },
    { kind: 'in-testing', count: problems.inTesting.length },
    { kind: 'test-unconfirmed', count: problems.testUnconfirmed.length },
    { kind: 'last-test-failed', count: problems.lastTestFailed.length },
  ];
  return lines.filter((line) => line.count > 0);
}

export type PackageSaveWarning =
  | { kind: 'unsynced' }
  | { kind: 'debt'; amount: Decimal }
  | { kind: 'unsubmitted-reports'; count: number }
  | { kind: 'location-empty' }
  | { kind: 'registered' };

/** The warnings of the package details save modal, in the spec's order. */
export function packageSaveWarnings(
  row: RegistryPackageFacts,
  meanings: PackageStatusMeanings = ASSUMED_PACKAGE_STATUS_MEANINGS,
): PackageSaveWarning[] {
  const warnings: PackageSaveWarning[] = [];
  if (row.skip_migration === true) warnings.push({ kind: 'unsynced' });
  const debt = positiveAmount(row.debt);
  if (debt !== null) warnings.push({ kind: 'debt', amount: debt });
  const unsubmittedReports = row.unsubmitted_sales_reports ?? 0;
  if (unsubmittedReports > 0) warnings.push({ kind: 'unsubmitted-reports', count: unsubmittedReports });
  if (!row.location?.trim()) warnings.push({ kind: 'location-empty' });
  if (hasStatus(row, meanings.registered)) warnings.push({ kind: 'registered' });
  return warnings;
}
