import { describe, expect, it } from 'vitest';
import { canApprovePackage, canDeletePackage, DELETABLE_STATUS_IDS, isUnsubmittedByClient } from './package-details';

const ALL_STATUS_IDS = [1, 2, 3, 4, 5, 6, 7, 9, 10, 12];

describe('package details rules', () => {
  it('approves a measured package that is test-unconfirmed, waiting or passed; never one in testing', () => {
    const tested = { newestTest: 'tested', result: 1, testedAt: true, everTested: true } as const;
    expect(ALL_STATUS_IDS.filter((statusId) => canApprovePackage({ ...tested, statusId }))).toEqual([5, 6, 10]);
    const untested = { newestTest: 'untested', result: null, testedAt: false, everTested: true } as const;
    expect(canApprovePackage({ ...untested, statusId: 3 })).toBe(false);
    expect(canApprovePackage({ ...untested, statusId: 6 })).toBe(false);
    expect(canApprovePackage({ ...tested, newestTest: 'none', statusId: 6 })).toBe(false);
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
