import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canApprovePackage } from './package-details';
import {
  canFire,
  FLOW_EVENT_ROLES,
  type FlowRole,
  flowRefusal,
  newestTestOf,
  nextFlowState,
  type PackageFlowEvent,
  type PackageFlowState,
  packageFlowStateOf,
  unsubmittedPackage,
} from './package-flow';
import {
  canConfirmRetestResults,
  canConfirmTestResults,
  RETESTING_STATUS_IDS,
  TESTING_STATUS_IDS,
} from './registry-packages';

const EVENTS = Object.keys(FLOW_EVENT_ROLES) as PackageFlowEvent[];
const ROLES: FlowRole[] = ['client', 'operator', 'partner'];
const step = fc.record({
  event: fc.constantFrom(...EVENTS),
  role: fc.constantFrom(...ROLES),
  result: fc.constantFrom<1 | 2>(1, 2),
});

/** A registry list row as the screens' rules read it. */
const rowOf = (state: PackageFlowState) => ({
  id: 1,
  ean: '4740000000001',
  client: { id: 1 },
  status: { id: state.statusId },
  tested_at: state.testedAt ? '2026-11-20' : null,
});

const walk = (steps: Array<{ event: PackageFlowEvent; role: FlowRole; result: 1 | 2 }>) => {
  let state = unsubmittedPackage();
  const seen: PackageFlowState[] = [state];
  for (const { event, role, result } of steps) {
    if (canFire(state, event, role)) state = nextFlowState(state, event, role, event === 'submit-test' ? result : null);
    seen.push(state);
  }
  return seen;
};

describe('the package flow', () => {
  it('walks the spec: apply → testing → tested → confirmed (waiting) → retesting → retest waits → passed → registered', () => {
    const steps: Array<[PackageFlowEvent, FlowRole, (1 | 2)?]> = [
      ['submit-application', 'client'],
      ['send-to-testing', 'operator'],
      ['submit-test', 'partner', 2],
      ['confirm-test', 'operator'],
      ['send-to-testing', 'operator'],
      ['submit-test', 'partner', 1],
      ['confirm-test', 'operator'],
      ['register', 'operator'],
    ];
    let state = unsubmittedPackage();
    const statuses = [state.statusId];
    for (const [event, role, result = null] of steps) {
      state = nextFlowState(state, event, role, result);
      statuses.push(state.statusId);
    }
    expect(statuses).toEqual([2, 12, 3, 10, 6, 9, 6, 5, 1]);
  });

  it('a first test confirmed goes to waiting, OK or not (spec: "status becomes the waiting state")', () => {
    for (const result of [1, 2] as const) {
      let state = nextFlowState(unsubmittedPackage(), 'submit-application', 'client');
      state = nextFlowState(state, 'send-to-testing', 'operator');
      state = nextFlowState(state, 'submit-test', 'partner', result);
      expect(nextFlowState(state, 'confirm-test', 'operator').statusId).toBe(6);
    }
  });

  it('refuses each event to the roles that may not fire it, whatever the state', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 30 }), fc.constantFrom(...EVENTS), (steps, event) => {
        const state = walk(steps).at(-1) as PackageFlowState;
        for (const role of ROLES.filter((candidate) => !FLOW_EVENT_ROLES[event].includes(candidate)))
          expect(flowRefusal(state, event, role)).toBe('role');
      }),
    );
  });

  it('keeps every list, button and invariant in step with the flow along random event sequences', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 40 }), (steps) => {
        let retests = 0;
        let state = unsubmittedPackage();
        for (const { event, role, result } of steps) {
          const accepted = canFire(state, event, role);
          const before = state;
          if (accepted) state = nextFlowState(state, event, role, event === 'submit-test' ? result : null);
          if (accepted && event === 'send-to-testing' && before.everTested) retests += 1;
          const row = rowOf(state);
          const open = state.newestTest === 'untested' || state.newestTest === 'tested';
          // the lists: testing shows 3 and 10, retesting 5, 6 and 9 (spec §4); never both
          const onTesting = TESTING_STATUS_IDS.includes(state.statusId);
          const onRetesting = RETESTING_STATUS_IDS.includes(state.statusId);
          expect(onTesting && onRetesting).toBe(false);
          if (open) expect(onTesting || onRetesting).toBe(true);
          // the buttons: each list's confirm is offered exactly when the flow accepts the confirmation
          const confirmable = canFire(state, 'confirm-test', 'operator');
          expect(onTesting && canConfirmTestResults([row])).toBe(onTesting && confirmable);
          expect(onRetesting && canConfirmRetestResults([row])).toBe(onRetesting && confirmable);
          // the details' approve button is offered exactly when registering succeeds
          expect(canApprovePackage(state)).toBe(canFire(state, 'register', 'operator'));
          // a registered package has no open test (issue #25 item 3); "retest passed" only after a retest (item 2)
          if (state.statusId === 1) expect(open).toBe(false);
          if (state.statusId === 5) expect(retests).toBeGreaterThan(0);
          // a submitted retest can always be confirmed from the Retesting list (item 1)
          if (
            accepted &&
            event === 'submit-test' &&
            before.everTested &&
            RETESTING_STATUS_IDS.includes(before.statusId)
          )
            expect(canConfirmRetestResults([row])).toBe(true);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("sends to testing only without an open test, and never a client's draft", () => {
    const applied = nextFlowState(unsubmittedPackage(), 'submit-application', 'client');
    expect(flowRefusal(unsubmittedPackage(), 'send-to-testing', 'operator')).toBe('wrong-status');
    const inTesting = nextFlowState(applied, 'send-to-testing', 'operator');
    expect(flowRefusal(inTesting, 'send-to-testing', 'operator')).toBe('open-test');
    const tested = nextFlowState(inTesting, 'submit-test', 'partner', 1);
    expect(flowRefusal(tested, 'send-to-testing', 'operator')).toBe('open-test');
    const registered = nextFlowState(tested, 'register', 'operator');
    expect(nextFlowState(registered, 'send-to-testing', 'operator').statusId).toBe(9);
  });

  it('refuses steps a seeded or stale package cannot take, and says why', () => {
    const cases: Array<[string, Partial<PackageFlowState>, PackageFlowEvent, FlowRole, string | null]> = [
      [
        'an open test outside the rounds (4, history)',
        { statusId: 4, newestTest: 'untested' },
        'submit-test',
        'partner',
        'wrong-status',
      ],
      ['nothing open to submit', { statusId: 6, newestTest: 'confirmed' }, 'submit-test', 'partner', 'missing-test'],
      [
        'waiting with an open test but no round',
        { statusId: 6, newestTest: 'untested' },
        'submit-test',
        'partner',
        'wrong-status',
      ],
      [
        'a first result changed before confirmation',
        { statusId: 10, newestTest: 'tested' },
        'submit-test',
        'partner',
        null,
      ],
      [
        'a retest result changed before confirmation',
        { statusId: 6, newestTest: 'tested', testedAt: true },
        'submit-test',
        'partner',
        null,
      ],
      [
        'a measured test not waiting for confirmation',
        { statusId: 3, newestTest: 'tested' },
        'confirm-test',
        'operator',
        'wrong-status',
      ],
      [
        'nothing measured to confirm',
        { statusId: 10, newestTest: 'untested' },
        'confirm-test',
        'operator',
        'missing-test',
      ],
      ['confirmed already', { statusId: 5, newestTest: 'confirmed' }, 'confirm-test', 'operator', 'confirmed'],
      ['a draft applied for', { statusId: 2, newestTest: 'none' }, 'submit-application', 'client', null],
      ['applied for twice', { statusId: 12, newestTest: 'none' }, 'submit-application', 'client', 'wrong-status'],
    ];
    const base: PackageFlowState = { statusId: 0, newestTest: 'none', result: null, testedAt: false, everTested: true };
    for (const [why, state, event, role, refusal] of cases)
      expect(flowRefusal({ ...base, ...state }, event, role), why).toBe(refusal);
    expect(() => nextFlowState(unsubmittedPackage(), 'register', 'operator')).toThrow(
      /register refused \(wrong-status\)/,
    );
    const inTesting = nextFlowState(
      nextFlowState(unsubmittedPackage(), 'submit-application', 'client'),
      'send-to-testing',
      'operator',
    );
    expect(() => nextFlowState(inTesting, 'submit-test', 'partner')).toThrow(/needs a result/);
  });

  it('reads a package from its details', () => {
    const tests = [
      { tested_at: '2026-11-20T09:00:00Z', confirmed_at: null, status: 2 },
      { tested_at: '2026-10-01T09:00:00Z', confirmed_at: '2026-10-02T09:00:00Z', status: 1 },
    ];
    expect(packageFlowStateOf({ status: { id: 6 }, tested_at: '2026-11-20', tests })).toEqual({
      statusId: 6,
      newestTest: 'tested',
      result: 2,
      testedAt: true,
      everTested: true,
    });
    expect(packageFlowStateOf({ status: { id: 12 }, tests: [] }).newestTest).toBe('none');
  });

  it('reads the newest test from API rows', () => {
    expect(newestTestOf([])).toBe('none');
    expect(newestTestOf([{ tested_at: null, confirmed_at: null }])).toBe('untested');
    expect(newestTestOf([{ tested_at: '2026-11-20T09:00:00Z', confirmed_at: null }])).toBe('tested');
    expect(newestTestOf([{ tested_at: '2026-11-20T09:00:00Z', confirmed_at: '2026-11-20T10:00:00Z' }])).toBe(
      'confirmed',
    );
  });
});
