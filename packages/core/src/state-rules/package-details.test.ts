import { describe, expect, it } from 'vitest';
import {
  APPROVABLE_STATUS_IDS,
  canApprovePackage,
  canDeletePackage,
  DELETABLE_STATUS_IDS,
  isUnsubmittedByClient,
} from './package-details';

const ALL_STATUS_IDS = [1, 2, 3, 4, 5, 6, 7, 9, 10, 12];

describe('package details rules', () => {
  it('approves in exactly four statuses: in testing, test-unconfirmed, waiting, retest passed', () => {
    expect(ALL_STATUS_IDS.filter((id) => canApprovePackage(id))).toEqual([3, 5, 6, 10]);
    expect(APPROVABLE_STATUS_IDS).toHaveLength(4);
    expect(canApprovePackage(1)).toBe(false);
    expect(canApprovePackage(4, [4])).toBe(true);
  });

  it('deletes in exactly six statuses, never with a test in a partner’s hands', () => {
    expect(ALL_STATUS_IDS.filter((id) => canDeletePackage(id))).toEqual([1, 2, 5, 6, 7, 12]);
    expect(DELETABLE_STATUS_IDS).toHaveLength(6);
    for (const open of [3, 4, 9, 10]) expect(canDeletePackage(open)).toBe(false);
  });

  it('knows the unsubmitted-by-client status from the meanings', () => {
    expect(isUnsubmittedByClient(2)).toBe(true);
    expect(isUnsubmittedByClient(12)).toBe(false);
    expect(
      isUnsubmittedByClient(12, {
        ...{ unsubmitted: [12] },
        inTesting: [],
        testUnconfirmed: [],
        waiting: [],
        registered: [],
      }),
    ).toBe(true);
  });
});
