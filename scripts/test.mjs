// `npm test`: every check, in two lanes so that two cores carry at most two heavy phases at once (a third made
// every phase slower and the story and e2e waits race the machine, issue #23):
//   first   browser, typecheck, lint, layer boundaries side by side (seconds; a broken tree stops here)
//   lane A  the tests of the source: unit tests (Node, with coverage) → story tests (Chromium, two pages: play,
//           axe, pixels in et and en) → the resilience pass (every screen with each endpoint failing in turn)
//   lane B  what is built: the build (packages: JS + declarations; the demo portal) → the end-to-end journeys on
//           the built portal → the consumer app (scripts/consumer-test.mjs: the packed packages in a fresh host app)
//           → publint/attw → bundle budgets → the production dist (no demo in it) → new:screen (the generator run end to end in a scratch copy)
// A phase starts when the phases it waits for have passed and its lane is free. The first failure stops the
// run: the phases still running are ended and the failed one's output printed. A phase's output is printed when
// it ends (the story tests stream theirs). The run ends with a table of times and the tests that were retried or
// slow (scripts/test-timings.mjs).
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { clearTimings, failureReport, timingReport } from './test-timings.mjs';
import { ATTACHMENTS_DIR } from './visual-review/paths.mjs';

const STORY_RESULTS = 'node_modules/.cache/epp-story-results.json';
/** Every Vitest phase also reports its slow and retried tests. */
const TIMINGS = ['--reporter=default', '--reporter=./scripts/test-timings.mjs'];
const checks = ['typecheck', 'lint', 'boundaries'];

/**
 * name, command, the phases it waits for, its lane (one phase of a lane runs at a time, in this order);
 * `stream`: print its output as it comes (one phase at a time).
 */
const phases = [
  { name: 'browser', command: ['node', 'scripts/check-browser.mjs'] },
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'boundaries', command: ['node', 'scripts/check-boundaries.mjs'] },
  {
    name: 'unit tests',
    command: ['npx', 'vitest', 'run', '--project', 'unit', '--coverage', ...TIMINGS],
    after: checks,
    lane: 'A',
  },
  {
    name: 'story tests',
    command: ['npx', 'vitest', 'run', '--project', 'storybook', ...TIMINGS, '--reporter=json'],
    args: [`--outputFile.json=${STORY_RESULTS}`],
    after: ['browser', 'unit tests'],
    lane: 'A',
    stream: true,
  },
  // Every screen with each endpoint failing in turn (stories/resilience/).
  {
    name: 'resilience pass',
    command: ['npx', 'vitest', 'run', '--project', 'resilience', ...TIMINGS],
    after: ['story tests'],
    lane: 'A',
  },
  { name: 'build', command: ['npm', 'run', '--silent', 'build'], after: checks, lane: 'B' },
  { name: 'end-to-end (built portal)', command: ['node', 'scripts/e2e.mjs'], after: ['browser', 'build'], lane: 'B' },
  // The packed packages installed into a fresh host app outside the workspace: tsc, vite build, a headless render.
  { name: 'consumer app', command: ['node', 'scripts/consumer-test.mjs'], after: ['build'], lane: 'B' },
  { name: 'packages', command: ['node', 'scripts/check-packages.mjs'], after: ['build'], lane: 'B' },
  { name: 'bundle budgets', command: ['node', 'scripts/check-budgets.mjs'], after: ['build'], lane: 'B' },
  // The portal built as a deployment builds it (its own directory, ~10 s) holds no demo; without an API address
  // the build fails (scripts/check-production-dist.mjs).
  { name: 'production dist', command: ['node', 'scripts/check-production-dist.mjs'], after: ['build'], lane: 'B' },
  // `npm run new:screen` end to end in a scratch copy: a list, a detail and an --extends screen written,
  // type-checked, linted, their stories run, then removed (scripts/generators/new-screen-check.mjs). Last in lane
  // B: lane B ends at 500–700 s and lane A at 1,100–1,700 s (the story tests), so it runs beside the story tests
  // and the run takes no longer; it takes them a share of the two cores for its ~60–100 s.
  {
    name: 'new:screen',
    command: ['node', 'scripts/generators/new-screen-check.mjs'],
    after: [...checks, 'browser'],
    lane: 'B',
  },
];

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const load = () => loadavg()[0].toFixed(1);
const loadAtStart = load();
const running = new Map(); // name → child process
const done = new Map(); // name → { start, end } of the phases that passed
const finished = []; // every phase that ended, passed or not, in order

function runPhase(phase) {
  const start = Date.now();
  console.log(`\n▶ ${phase.name}`);
  const [command, ...args] = phase.command;
  // its own process group, so a failure elsewhere can end it with everything it started
  const child = spawn(command, [...args, ...(phase.args ?? [])], {
    stdio: phase.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.set(phase.name, child);
  const output = [];
  child.stdout?.on('data', (chunk) => output.push(chunk));
  child.stderr?.on('data', (chunk) => output.push(chunk));
  return new Promise((resolve) => {
    child.on('close', (status, signal) => {
      running.delete(phase.name);
      const end = Date.now();
      if (output.length) process.stdout.write(`\n── ${phase.name} ──\n${Buffer.concat(output).toString()}`);
      resolve({ phase, status: signal ? 1 : status, start, end, output: Buffer.concat(output).toString() });
    });
  });
}

function stopAll() {
  for (const child of running.values()) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
}

/** The story phase's count from Vitest's JSON report: per-story cost = the phase's time / the count. */
function storyCount() {
  if (!existsSync(STORY_RESULTS)) return undefined;
  const report = JSON.parse(readFileSync(STORY_RESULTS, 'utf8'));
  return report.numTotalTests;
}

/**
 * After story tests that failed on pixels: the review page of the changed stories (scripts/visual-review/), the
 * run's artifact for a designer. Nothing is written when no picture changed (a play or axe failure).
 */
async function writeVisualReview() {
  // loaded only here: it reads the story files' sources through Storybook's csf helpers
  const { collectChanges } = await import('./visual-review/collect.mjs');
  const { writeReviewPage } = await import('./visual-review/write.mjs');
  const root = process.cwd();
  const changes = collectChanges({ root });
  if (changes.length === 0) return;
  const { page } = writeReviewPage({ root, changes });
  console.error(`\n🖼  ${changes.length} changed snapshots — review page: ${page} (accept with \`npm run review\`)`);
}

function summary() {
  const rows = finished.map(({ phase, status, start, end }) => {
    let note = status === 0 ? '' : 'FAILED';
    const count = phase.name === 'story tests' && status === 0 ? storyCount() : undefined;
    if (count) note = `${count} stories, ${((end - start) / 1000 / count).toFixed(2)} s per story`;
    return [phase.name, seconds(start - started), seconds(end - start), note];
  });
  const width = Math.max(...rows.map(([name]) => name.length));
  console.log(`\n${'phase'.padEnd(width)}  ${'starts at'.padStart(9)}  ${'takes'.padStart(8)}`);
  for (const [name, at, took, note] of rows)
    console.log(`${name.padEnd(width)}  ${at.padStart(9)}  ${took.padStart(8)}  ${note}`);
  console.log(`load average ${loadAtStart} at the start, ${load()} at the end; ${availableParallelism()} cores`);
}

/** Retried and slow tests first, the phase table after: a run's last lines say what matters most. */
function timings() {
  console.log('\nretried or slow tests:');
  for (const line of timingReport()) console.log(line);
}

rmSync(STORY_RESULTS, { force: true });
// The story tests' pictures of a mismatch (the review page's input): only this run's.
rmSync(`${ATTACHMENTS_DIR}/stories`, { recursive: true, force: true });
clearTimings();
const lanes = new Map(phases.map((phase) => [phase.name, phase.lane]));
const pending = new Set(phases);
const active = new Map(); // name → promise of its result
let failure;
while (!failure && (pending.size > 0 || active.size > 0)) {
  for (const phase of pending) {
    const laneBusy = phase.lane && [...active.keys()].some((name) => lanes.get(name) === phase.lane);
    if (!laneBusy && (phase.after ?? []).every((name) => done.has(name))) {
      pending.delete(phase);
      active.set(phase.name, runPhase(phase));
    }
  }
  if (active.size === 0) throw new Error(`npm test: nothing can start: ${[...pending].map((p) => p.name).join(', ')}`);
  const result = await Promise.race(active.values());
  active.delete(result.phase.name);
  finished.push(result);
  if (result.status === 0) {
    done.set(result.phase.name, result);
    console.log(`✔ ${result.phase.name} (${seconds(result.end - result.start)})`);
  } else {
    failure = result;
  }
}
if (failure) {
  stopAll();
  const { phase, start, end } = failure;
  if (phase.name === 'story tests') await writeVisualReview().catch((error) => console.error(error));
  timings();
  summary();
  // last, because CI shows only the tail of the output: the failed phase, its failed tests, its output's end
  const failedTests = failureReport();
  if (failedTests.length) console.error(`\nfailed tests:\n${failedTests.join('\n')}`);
  else if (failure.output)
    console.error(`\nthe end of its output:\n${failure.output.trimEnd().split('\n').slice(-25).join('\n')}`);
  console.error(
    `\n✖ npm test: "${phase.name}" failed after ${seconds(end - start)}; stopped: ${[...active.keys()].join(', ') || 'nothing else was running'}`,
  );
  process.exit(failure.status ?? 1);
}
timings();
summary();
console.log(`\n✔ npm test: all checks passed in ${seconds(Date.now() - started)}`);
