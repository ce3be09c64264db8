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
export function recordTiming(phase, entry) {
  mkdirSync(TIMINGS_DIR, { recursive: true });
  appendFileSync(path.join(TIMINGS_DIR, `${phase}.jsonl`), `${JSON.stringify(entry)}\n`);
}

export function clearTimings() {
  rmSync(TIMINGS_DIR, { recursive: true, force: true });
}

/**
 * A Vitest reporter: records every test over SLOW_MS or retried. A test that stands for several cases
 * (`task.meta.cases`, the resilience pass's one test per screen) is slow when its cases take over SLOW_MS on
 * average.
 */
export default class TestTimings {
  onTestCaseResult(testCase) {
    const { duration, retryCount } = testCase.diagnostic() ?? {};
    if (duration === undefined) return;
    const cases = Number(testCase.meta()?.cases ?? 1) || 1;
    if (duration / cases <= SLOW_MS && !retryCount) return;
    recordTiming(testCase.project.name, {
      test: `${path.relative(root, testCase.module.moduleId)} › ${testCase.fullName}`,
      ms: Math.round(duration),
      ...(cases > 1 ? { cases } : {}),
      retries: retryCount ?? 0,
      state: testCase.result().state,
    });
  }
}

/** The lines `npm test` ends with: per phase, its retried tests, then its slow ones, slowest first. */
export function timingReport() {
  if (!existsSync(TIMINGS_DIR)) return [`no test was retried or slower than ${SLOW_MS / 1000} s`];
  const lines = [];
  for (const file of readdirSync(TIMINGS_DIR).sort()) {
    const phase = file.replace(/\.jsonl$/, '');
    const entries = readFileSync(path.join(TIMINGS_DIR, file), 'utf8')
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line))
      .sort((a, b) => b.ms / (b.cases ?? 1) - a.ms / (a.cases ?? 1));
    for (const entry of entries.filter((e) => e.retries > 0))
      lines.push(`  retried ×${entry.retries} [${phase}] ${entry.test} (${entry.state}, ${entry.ms} ms)`);
    for (const entry of entries.filter((e) => e.ms / (e.cases ?? 1) > SLOW_MS)) {
      const each = entry.cases ? `, ${entry.cases} cases, ${Math.round(entry.ms / entry.cases)} ms each` : '';
      lines.push(`  slow [${phase}] ${entry.test}: ${(entry.ms / 1000).toFixed(1)} s${each}`);
    }
  }
  return lines.length ? lines : [`no test was retried or slower than ${SLOW_MS / 1000} s`];
}
