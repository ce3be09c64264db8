import { canFire, type PackageFlowState } from './package-flow';
import { ASSUMED_PACKAGE_STATUS_MEANINGS, type PackageStatusMeanings } from './registry-packages';

/**
 * The six statuses a package may be deleted in (spec §4): those with no test in a partner's hands —
 * registered (1), unsubmitted by the client (2, web only), applied (12), waiting (6), retest passed (5) and
 * rejected (7). In testing, test-unconfirmed, test failed and in retesting are not. An assumption (README).
 */
export const DELETABLE_STATUS_IDS: readonly number[] = [1, 2, 12, 6, 5, 7];

/**
 * Whether the package details offer the approve (register) button: exactly when the flow accepts the registration
 * (package-flow.ts: test-unconfirmed, waiting or passed, with a measured newest test). Spec §4 says "only for four
 * statuses" without naming them; the fourth we used to offer, in testing, has no measured test, so the server
 * refuses it (activate's missing_test) and the open test would stay open on a registered package (issue #25
 * item 3): a button that can only fail is not offered. A failed last test is the dialog's warning; it never blocks.
 */
export function canApprovePackage(state: PackageFlowState): boolean {
  return canFire(state, 'register', 'operator');
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
