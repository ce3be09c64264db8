import { ASSUMED_PACKAGE_STATUS_MEANINGS, type PackageStatusMeanings } from './registry-packages';

/**
 * The four statuses whose details offer the approve (register) button: in testing (3), test-unconfirmed (10),
 * waiting after a confirmed test (6) and retest passed (5) — spec §4 "Approve button only for four statuses".
 * The ids are not shown in the spec: an assumption (README, Assumptions). Open or failed tests are the approval
 * dialog's warnings; they never block.
 */
export const APPROVABLE_STATUS_IDS: readonly number[] = [3, 10, 6, 5];

/**
 * The six statuses a package may be deleted in (spec §4): those with no test in a partner's hands —
 * registered (1), unsubmitted by the client (2, web only), applied (12), waiting (6), retest passed (5) and
 * rejected (7). In testing, test-unconfirmed, test failed and in retesting are not. An assumption (README).
 */
export const DELETABLE_STATUS_IDS: readonly number[] = [1, 2, 12, 6, 5, 7];

/** Whether the package details show the approve button for this status. */
export function canApprovePackage(statusId: number, approvable: readonly number[] = APPROVABLE_STATUS_IDS): boolean {
  return approvable.includes(statusId);
}

/** Whether the package details offer "Kustuta pakend" for this status. */
export function canDeletePackage(statusId: number, deletable: readonly number[] = DELETABLE_STATUS_IDS): boolean {
  return deletable.includes(statusId);
}

/** Not yet submitted by the client: it exists only in the web portal and is deleted with the client's call. */
export function isUnsubmittedByClient(
  statusId: number,
  meanings: PackageStatusMeanings = ASSUMED_PACKAGE_STATUS_MEANINGS,
): boolean {
  return meanings.unsubmitted.includes(statusId);
}
