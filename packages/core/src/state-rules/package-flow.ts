// The registry's package status flow as one state machine (issue #25): the statuses a package passes through, the
// events that move it, who may fire each, and what each refuses. The operator's lists and package details ask it
// whether an action is offered; the demo backend asks it whether to accept a call and where the package goes.
//
// Spec §4 "Flow": application → sent to testing (administrator only) → tested by partner → test-unconfirmed →
// confirm test (status becomes the waiting state) → resent to testing / retesting → confirm retest → registered.
// §4: "confirm-retest enabled only when all selected are in the waiting status and have tested_at not empty", so a
// submitted retest waits in the waiting status with tested_at set, whatever its result, until it is confirmed:
//
//   unsubmitted 2 ─submit-application (client)→ applied 12
//   applied 12 ─send-to-testing (operator)→ in testing 3                       (an open, untested test)
//   in testing 3 ─submit-test (partner)→ test-unconfirmed 10                    (the test tested, tested_at set)
//   test-unconfirmed 10 ─confirm-test (operator)→ waiting 6                     (tested_at cleared)
//   any submitted package tested before, without an open test ─send-to-testing→ in retesting 9
//   in retesting 9 ─submit-test (partner)→ waiting 6 with tested_at             (the retest waits for confirmation)
//   waiting 6 with tested_at ─confirm-test→ OK: passed 5 (tested_at kept) · NOK: waiting 6, tested_at cleared
//   test-unconfirmed 10, waiting 6, passed 5 with a tested newest test ─register (operator)→ registered 1
//
// A partner may submit again (change the result) until the operator confirms; registering confirms a tested,
// unconfirmed test with it. Which status ids carry these meanings is not shown in the spec: PackageStatusMeanings.
import { ASSUMED_PACKAGE_STATUS_MEANINGS, type PackageStatusMeanings } from './registry-packages';

/** Who fires an event. */
export type FlowRole = 'client' | 'operator' | 'partner';

export type PackageFlowEvent = 'submit-application' | 'send-to-testing' | 'submit-test' | 'confirm-test' | 'register';

/** Who may fire each event (spec §4 and the role lists of §8). */
export const FLOW_EVENT_ROLES: Readonly<Record<PackageFlowEvent, readonly FlowRole[]>> = {
  'submit-application': ['client'],
  'send-to-testing': ['operator'],
  'submit-test': ['partner'],
  'confirm-test': ['operator'],
  register: ['operator'],
};

/** The package's newest test: none yet, open and not measured, measured but not confirmed, or confirmed. */
export type NewestTest = 'none' | 'untested' | 'tested' | 'confirmed';

/** What the flow reads of a package. */
export interface PackageFlowState {
  statusId: number;
  newestTest: NewestTest;
  /** The newest test's result once measured (1 OK, 2 NOK), else null. */
  result: 1 | 2 | null;
  /** Whether the package carries tested_at (set when a test is submitted, cleared when a confirmation sends it back). */
  testedAt: boolean;
  /** Whether any test was ever opened: a package sent again goes to retesting, not testing. */
  everTested: boolean;
}

/** Why an event is refused. */
export type FlowRefusal = 'role' | 'wrong-status' | 'open-test' | 'missing-test' | 'confirmed';

/** The statuses the statuses' names stand for, with the flow's extra meanings (not shown in the spec either). */
export interface PackageFlowStatuses extends PackageStatusMeanings {
  applied: readonly number[];
  inRetesting: readonly number[];
  /** A confirmed retest that passed ("Kordustest õnnestus"). */
  passed: readonly number[];
}

export const ASSUMED_PACKAGE_FLOW_STATUSES: PackageFlowStatuses = {
  ...ASSUMED_PACKAGE_STATUS_MEANINGS,
  applied: [12],
  inRetesting: [9],
  passed: [5],
};

const first = (ids: readonly number[]) => ids[0] as number;
const isIn = (state: PackageFlowState, ids: readonly number[]) => ids.includes(state.statusId);

/** A measured retest waiting for the operator: the waiting status with tested_at (spec §4). */
const retestWaits = (state: PackageFlowState, statuses: PackageFlowStatuses) =>
  isIn(state, statuses.waiting) && state.testedAt;

/** The statuses a package can be registered from (with a tested newest test). */
function registrableStatuses(statuses: PackageFlowStatuses): readonly number[] {
  return [...statuses.testUnconfirmed, ...statuses.waiting, ...statuses.passed];
}

/**
 * Why `role` may not fire `event` on the package now, or null when it may. The one rule of each event: the lists'
 * buttons, the package details and the demo backend all read it.
 */
export function flowRefusal(
  state: PackageFlowState,
  event: PackageFlowEvent,
  role: FlowRole,
  statuses: PackageFlowStatuses = ASSUMED_PACKAGE_FLOW_STATUSES,
): FlowRefusal | null {
  if (!FLOW_EVENT_ROLES[event].includes(role)) return 'role';
  const open = state.newestTest === 'untested' || state.newestTest === 'tested';
  switch (event) {
    case 'submit-application':
      return isIn(state, statuses.unsubmitted) ? null : 'wrong-status';
    case 'send-to-testing':
      // spec §4: "only when it has no open test (untested or unconfirmed)"; a client's draft is not in the registry
      // yet. A registered package may be tested again (a print problem reported later): the spec forbids only open tests.
      if (open) return 'open-test';
      return isIn(state, statuses.unsubmitted) ? 'wrong-status' : null;
    case 'submit-test':
      if (!open) return 'missing-test';
      // a round's test, or a measured one not confirmed yet (the result may be changed until then)
      if (isIn(state, [...statuses.inTesting, ...statuses.inRetesting, ...statuses.testUnconfirmed])) return null;
      return retestWaits(state, statuses) ? null : 'wrong-status';
    case 'confirm-test':
      if (state.newestTest === 'confirmed') return 'confirmed';
      if (state.newestTest !== 'tested') return 'missing-test';
      return isIn(state, statuses.testUnconfirmed) || retestWaits(state, statuses) ? null : 'wrong-status';
    case 'register':
      if (!isIn(state, registrableStatuses(statuses))) return 'wrong-status';
      return state.newestTest === 'tested' || state.newestTest === 'confirmed' ? null : 'missing-test';
  }
}

/** Whether `role` may fire `event` on the package now. */
export function canFire(
  state: PackageFlowState,
  event: PackageFlowEvent,
  role: FlowRole,
  statuses: PackageFlowStatuses = ASSUMED_PACKAGE_FLOW_STATUSES,
): boolean {
  return flowRefusal(state, event, role, statuses) === null;
}

/**
 * Where an accepted event takes the package. `result` is the submitted test's (submit-test only). Throws for an
 * event the flow refuses: ask `flowRefusal` first.
 */
export function nextFlowState(
  state: PackageFlowState,
  event: PackageFlowEvent,
  role: FlowRole,
  result: 1 | 2 | null = null,
  statuses: PackageFlowStatuses = ASSUMED_PACKAGE_FLOW_STATUSES,
): PackageFlowState {
  const refusal = flowRefusal(state, event, role, statuses);
  if (refusal !== null) throw new Error(`${event} refused (${refusal}) in status ${state.statusId}`);
  switch (event) {
    case 'submit-application':
      return { ...state, statusId: first(statuses.applied) };
    case 'send-to-testing':
      // tested_at stays what it was (the date of the last measured test, shown in the lists) until the next result
      return {
        ...state,
        statusId: first(state.everTested ? statuses.inRetesting : statuses.inTesting),
        newestTest: 'untested',
        result: null,
        everTested: true,
      };
    case 'submit-test': {
      if (result === null) throw new Error('submit-test needs a result');
      const retest = isIn(state, statuses.inRetesting) || isIn(state, statuses.waiting);
      return {
        ...state,
        statusId: first(retest ? statuses.waiting : statuses.testUnconfirmed),
        newestTest: 'tested',
        result,
        testedAt: true,
      };
    }
    case 'confirm-test': {
      const retest = isIn(state, statuses.waiting);
      const passed = retest && state.result === 1;
      // back to waiting, the round is over: nothing of the next one is tested (the retesting list's confirm needs
      // tested_at); a passed package keeps the date of the test it passed
      return {
        ...state,
        statusId: first(passed ? statuses.passed : statuses.waiting),
        newestTest: 'confirmed',
        testedAt: passed,
      };
    }
    case 'register':
      return { ...state, statusId: first(statuses.registered), newestTest: 'confirmed' };
  }
}

/** A package the flow has not seen yet: the client's draft. */
export function unsubmittedPackage(statuses: PackageFlowStatuses = ASSUMED_PACKAGE_FLOW_STATUSES): PackageFlowState {
  return {
    statusId: first(statuses.unsubmitted),
    newestTest: 'none',
    result: null,
    testedAt: false,
    everTested: false,
  };
}

/** The flow's view of a package's tests, newest first (API test rows: tested_at, confirmed_at, status). */
export function newestTestOf(
  tests: ReadonlyArray<{ tested_at: string | null; confirmed_at: string | null }>,
): NewestTest {
  const newest = tests[0];
  if (!newest) return 'none';
  if (newest.confirmed_at !== null) return 'confirmed';
  return newest.tested_at !== null ? 'tested' : 'untested';
}

/** A package test as the API gives it (newest first in a package's details). */
export interface FlowTestFacts {
  tested_at: string | null;
  confirmed_at: string | null;
  /** 1 OK, 2 NOK (3 N/A while untested). */
  status?: number | null;
}

/** The flow's view of a package from its details: the status, tested_at and the tests, newest first. */
export function packageFlowStateOf(record: {
  status: { id: number };
  tested_at?: string | null;
  tests: readonly FlowTestFacts[];
}): PackageFlowState {
  const status = record.tests[0]?.status;
  return {
    statusId: record.status.id,
    newestTest: newestTestOf(record.tests),
    result: status === 1 || status === 2 ? status : null,
    testedAt: Boolean(record.tested_at),
    everTested: record.tests.length > 0,
  };
}
