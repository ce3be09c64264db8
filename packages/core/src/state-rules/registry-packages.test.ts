import { describe, expect, it } from 'vitest';
import {
  canConfirmRetestResults,
  canConfirmTestResults,
  canGenerateApplicationInvoice,
  hasPossibleProblems,
  isGreyedInAllPackages,
  packageProblemIndicators,
  packageSaveWarnings,
  possibleProblemLines,
  possibleProblems,
  type RegistryPackageFacts,
} from './registry-packages';

// Status ids per the assumed meanings: 1 registered, 2 unsubmitted, 3 in testing, 10 test unconfirmed, 6 waiting.
const row = (id: number, overrides: Partial<RegistryPackageFacts> = {}): RegistryPackageFacts => ({
  id,
  ean: `40063813339${id}`,
  client: { id: 100 },
  status: { id: 10 },
  tested_at: '2026-11-01',
  skip_migration: false,
  unsubmitted_sales_reports: 0,
  debt: 0,
  last_test: { value: 1 },
  location: 'A1',
  ...overrides,
});

describe('list actions', () => {
  it('confirms test results only when every selected package is test-unconfirmed', () => {
    expect(canConfirmTestResults([row(1), row(2)])).toBe(true);
    expect(canConfirmTestResults([row(1), row(2, { status: { id: 3 } })])).toBe(false);
    expect(canConfirmTestResults([])).toBe(false);
    expect(canConfirmTestResults([row(1, { status: { id: 4 } })], { ...meaningsWith({ testUnconfirmed: [4] }) })).toBe(
      true,
    );
  });

  it('confirms retests only when every selected package is waiting and tested', () => {
    expect(canConfirmRetestResults([row(1, { status: { id: 6 } })])).toBe(true);
    expect(canConfirmRetestResults([row(1, { status: { id: 6 }, tested_at: null })])).toBe(false);
    expect(canConfirmRetestResults([row(1, { status: { id: 6 }, tested_at: '' })])).toBe(false);
    expect(canConfirmRetestResults([row(1)])).toBe(false);
    expect(canConfirmRetestResults([])).toBe(false);
  });

  it('generates an application invoice for found packages of one client, when idle', () => {
    const rows = [row(1), row(2), row(3, { client: { id: 200 } })];
    expect(canGenerateApplicationInvoice({ selectedIds: [1, 2], rows, loading: false })).toBe(true);
    expect(canGenerateApplicationInvoice({ selectedIds: [], rows, loading: false })).toBe(false);
    expect(canGenerateApplicationInvoice({ selectedIds: [1], rows, loading: true })).toBe(false);
    expect(canGenerateApplicationInvoice({ selectedIds: [1, 9], rows, loading: false })).toBe(false);
    expect(canGenerateApplicationInvoice({ selectedIds: [1, 3], rows, loading: false })).toBe(false);
  });
});

function meaningsWith(overrides: object) {
  return { unsubmitted: [2], inTesting: [3], testUnconfirmed: [10], waiting: [6], registered: [1], ...overrides };
}

describe('problem indicators', () => {
  it('flags in-testing for an N/A last test and failed-test for a waiting package with a NOK last test', () => {
    expect(packageProblemIndicators(row(1, { last_test: { value: 'N/A' } }))).toEqual(['in-testing']);
    expect(packageProblemIndicators(row(1, { status: { id: 6 }, last_test: { value: 2 } }))).toEqual(['failed-test']);
    expect(packageProblemIndicators(row(1, { last_test: { value: 'NOK' } }))).toEqual([]);
    expect(packageProblemIndicators(row(1, { last_test: null }))).toEqual([]);
  });
});

describe('possibleProblems ("Võimalikud probleemid:")', () => {
  const rows = [
    row(1, { skip_migration: true }),
    row(2, { unsubmitted_sales_reports: 2, debt: '12.50' }),
    row(3, { unsubmitted_sales_reports: 1, debt: 5 }),
    row(4, { client: { id: 200 }, last_test: { value: 3 }, status: { id: 3 } }),
    row(5, { client: { id: 200 }, last_test: { value: 'NOK' }, status: { id: 6 }, debt: null }),
    row(6, { client: { id: 300 }, unsubmitted_sales_reports: undefined, status: { id: 1 } }),
  ];

  it('lists every kind of warning, clients once each', () => {
    const problems = possibleProblems({ selectedIds: [1, 2, 3, 4, 5, 6, 99, 98], rows, action: 'register' });
    expect(problems.notFoundCount).toBe(2);
    expect(problems.unsynced.map((item) => item.id)).toEqual([1]);
    expect(problems.clientsWithUnsubmittedReports.map((item) => item.id)).toEqual([2]);
    expect(problems.clientsWithDebt.map((item) => item.id)).toEqual([2]);
    expect(problems.inTesting.map((item) => item.id)).toEqual([4]);
    expect(problems.testUnconfirmed.map((item) => item.id)).toEqual([1, 2, 3]);
    expect(problems.lastTestFailed.map((item) => item.id)).toEqual([5]);
    expect(hasPossibleProblems(problems)).toBe(true);
  });

  it('warns of a failed last test only while the package waits after it (spec §4; issue #25 item 6)', () => {
    const unconfirmedNok = row(8, { status: { id: 10 }, last_test: { value: 'NOK' } });
    const passedRetestAfterNok = row(9, { status: { id: 5 }, last_test: { value: 2 } });
    const problems = possibleProblems({
      selectedIds: [5, 8, 9],
      rows: [...rows, unconfirmedNok, passedRetestAfterNok],
      action: 'register',
    });
    expect(problems.lastTestFailed.map((item) => item.id)).toEqual([5]);
  });

  it('leaves out the unconfirmed check when confirming results', () => {
    expect(possibleProblems({ selectedIds: [1, 2], rows, action: 'confirm-results' }).testUnconfirmed).toEqual([]);
  });

  it('has nothing to say about clean packages', () => {
    const clean = [row(7, { status: { id: 1 } })];
    expect(hasPossibleProblems(possibleProblems({ selectedIds: [7], rows: clean, action: 'send-to-testing' }))).toBe(
      false,
    );
  });

  it('counts a missing package as a problem on its own', () => {
    expect(hasPossibleProblems(possibleProblems({ selectedIds: [42], rows: [], action: 'register' }))).toBe(true);
  });
});

describe('possibleProblemLines', () => {
  const rows = [
    row(1, { skip_migration: true }),
    row(2, { unsubmitted_sales_reports: 2, debt: '12.50' }),
    row(4, { client: { id: 200 }, last_test: { value: 3 }, status: { id: 3 } }),
    row(5, { client: { id: 200 }, last_test: { value: 'NOK' }, status: { id: 6 }, debt: null }),
  ];

  it('gives each warning with its count, in the spec order', () => {
    const problems = possibleProblems({ selectedIds: [1, 2, 4, 5, 99], rows, action: 'register' });
    expect(possibleProblemLines(problems)).toEqual([
      { kind: 'not-found', count: 1 },
      { kind: 'unsynced', count: 1 },
      { kind: 'unsubmitted-reports', count: 1 },
      { kind: 'debt', count: 1 },
      { kind: 'in-testing', count: 1 },
      { kind: 'test-unconfirmed', count: 2 },
      { kind: 'last-test-failed', count: 1 },
    ]);
  });

  it('leaves out the unconfirmed line when confirming results, and empty kinds always', () => {
    const problems = possibleProblems({ selectedIds: [1, 2], rows, action: 'confirm-results' });
    expect(possibleProblemLines(problems).map((line) => line.kind)).toEqual([
      'unsynced',
      'unsubmitted-reports',
      'debt',
    ]);
    expect(possibleProblemLines(possibleProblems({ selectedIds: [], rows, action: 'register' }))).toEqual([]);
  });
});

describe('packageSaveWarnings', () => {
  it('warns about sync, debt, reports, an empty location and a registered package, in that order', () => {
    const warnings = packageSaveWarnings(
      row(1, { skip_migration: true, debt: '120.5', unsubmitted_sales_reports: 3, location: '  ', status: { id: 1 } }),
    );
    expect(warnings.map((warning) => warning.kind)).toEqual([
      'unsynced',
      'debt',
      'unsubmitted-reports',
      'location-empty',
      'registered',
    ]);
    expect(warnings[1]).toMatchObject({ kind: 'debt' });
    expect(warnings[1]?.kind === 'debt' && warnings[1].amount.toFixed(2)).toBe('120.50');
    expect(warnings[2]).toEqual({ kind: 'unsubmitted-reports', count: 3 });
  });

  it('is empty for a clean package', () => {
    expect(
      packageSaveWarnings(row(1, { debt: undefined, unsubmitted_sales_reports: undefined, location: 'B2' })),
    ).toEqual([]);
    expect(packageSaveWarnings(row(1, { location: null })).map((warning) => warning.kind)).toEqual(['location-empty']);
  });
});

describe('isGreyedInAllPackages', () => {
  it('greys the unsubmitted status only, by the meanings given', () => {
    expect(isGreyedInAllPackages(2)).toBe(true);
    expect([1, 3, 4, 5, 6, 7, 9, 10, 12].some((id) => isGreyedInAllPackages(id))).toBe(false);
    const meanings = { unsubmitted: [7], inTesting: [], testUnconfirmed: [], waiting: [], registered: [] };
    expect(isGreyedInAllPackages(7, meanings)).toBe(true);
    expect(isGreyedInAllPackages(2, meanings)).toBe(false);
  });
});
