/** A package test result as the lists show it: 1/OK, 2/NOK, 3/NA/N/A (neutral, set when sent to (re)testing). */
export type TestResultGroup = 'ok' | 'not-ok' | 'not-available';

const GROUPS: ReadonlyArray<[TestResultGroup, ReadonlyArray<number | string>]> = [
  ['ok', [1, '1', 'OK']],
  ['not-ok', [2, '2', 'NOK']],
  ['not-available', [3, '3', 'NA', 'N/A']],
];

/** The group of a test result value (id or code, any case); null when there is none or it is unknown. */
export function testResultGroup(value: number | string | null | undefined): TestResultGroup | null {
  const normalized = typeof value === 'string' ? value.trim().toUpperCase() : value;
  return GROUPS.find(([, values]) => values.includes(normalized as number | string))?.[0] ?? null;
}

/** Test status codes of the API: 1 OK, 2 NOK. */
export const TEST_STATUS_CODES = { OK: 1, NOK: 2 } as const;
/** A test can carry at most three standard comments. */
export const MAX_STANDARD_COMMENTS = 3;
