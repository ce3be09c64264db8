// The slow and retried tests of an `npm test` run, so a drift toward a time limit is seen before it fails.
// Each phase that runs tests writes what it saw to one file under TIMINGS_DIR: the Vitest projects through the
// reporter below (`--reporter=./scripts/test-timings.mjs`), the e2e through `recordTiming`. scripts/test.mjs
// clears the folder before a run and prints `timingReport()` at its end.
import { appendFileSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const TIMINGS_DIR = path.join(root, 'node_modules/.cache/epp-test-timings');
/** A test (or an e2e step, or one resilience case on average) that takes longer than this is listed. */
export const SLOW_MS = 5_000;

/** One line of JSON per slow or retried test, in the phase's own file. */
export function recordTiming(phase, entry, dir = TIMINGS_DIR) {
  mkdirSync(dir, { recursive: true });
  appendFileSync(path.join(dir, `${phase}.jsonl`), `${JSON.stringify(entry)}\n`);
}

export function clearTimings() {
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
}

/** How many slow tests of a phase the report lists (the slowest); the rest are counted. */
const SLOW_LISTED = 8;

/**
 * A Vitest reporter: records every test over SLOW_MS, retried or failed. A test that stands for several cases
 * (`task.meta.cases`, the resilience pass's one test per screen) is slow when its cases take over SLOW_MS on
 * average. A failure keeps the first line of its error, so the run's last lines name it (CI shows only the tail
 * of a long output, and the story tests stream theirs far above).
 */
export default class TestTimings {
  onTestCaseResult(testCase) {
    const { duration, retryCount } = testCase.diagnostic() ?? {};
    const result = testCase.result();
    const failed = result.state === 'failed';
    if (duration === undefined && !failed) return;
    const cases = Number(testCase.meta()?.cases ?? 1) || 1;
    if (!failed && duration / cases <= SLOW_MS && !retryCount) return;
    recordTiming(testCase.project.name, {
      test: `${path.relative(root, testCase.module.moduleId)} › ${testCase.fullName}`,
      ms: Math.round(duration ?? 0),
      ...(cases > 1 ? { cases } : {}),
      retries: retryCount ?? 0,
      state: result.state,
      ...(failed ? { error: firstLine(result.errors?.[0]?.message) } : {}),
    });
  }
}

const firstLine = (message) =>
  String(message ?? '')
    .split('\n')[0]
    .slice(0, 300);

function phaseEntries(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((file) => ({
      phase: file.replace(/\.jsonl$/, ''),
      entries: readFileSync(path.join(dir, file), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
        .sort((a, b) => b.ms / (b.cases ?? 1) - a.ms / (a.cases ?? 1)),
    }));
}

/** Per phase: its retried tests, then its slowest ones (SLOW_LISTED of them, the rest counted). */
export function timingReport(dir = TIMINGS_DIR) {
  const lines = [];
  for (const { phase, entries } of phaseEntries(dir)) {
    for (const entry of entries.filter((e) => e.retries > 0))
      lines.push(`  retried ×${entry.retries} [${phase}] ${entry.test} (${entry.state}, ${entry.ms} ms)`);
    const slow = entries.filter((e) => e.state !== 'failed' && e.ms / (e.cases ?? 1) > SLOW_MS);
    for (const entry of slow.slice(0, SLOW_LISTED)) {
      const each = entry.cases ? `, ${entry.cases} cases, ${Math.round(entry.ms / entry.cases)} ms each` : '';
      lines.push(`  slow [${phase}] ${entry.test}: ${(entry.ms / 1000).toFixed(1)} s${each}`);
    }
    if (slow.length > SLOW_LISTED) lines.push(`  … and ${slow.length - SLOW_LISTED} more slow [${phase}] tests`);
  }
  return lines.length ? lines : [`no test was retried or slower than ${SLOW_MS / 1000} s`];
}

/** The tests that failed, with the first line of their error: the last lines of a failed run. */
export function failureReport(dir = TIMINGS_DIR) {
  const lines = [];
  for (const { phase, entries } of phaseEntries(dir))
    for (const entry of entries.filter((e) => e.state === 'failed'))
      lines.push(`  ✖ [${phase}] ${entry.test}${entry.error ? `: ${entry.error}` : ''}`);
  return lines;
}
