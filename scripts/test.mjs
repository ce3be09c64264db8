// `npm test`: every check, in the order that fails fastest. Any failing step stops the run with its exit code.
//   1. a usable test browser (one clear line if not)   4. package builds, publint and attw
//   2. typecheck                                        5. unit tests (Vitest, Node) with coverage thresholds
//   3. lint and format (Biome), layer boundaries        6. every story in Chromium: play, axe, pixels (et + en)
//   4b. bundle budgets (budgets.json) on the built packages and portal
//   5b. end to end: two journeys through the built portal in demo mode (scripts/e2e.mjs, playwright-core)
//   7. the resilience pass: every screen with each endpoint failing in turn (stories/resilience/)
import { spawnSync } from 'node:child_process';

const steps = [
  ['browser', 'node', ['scripts/check-browser.mjs']],
  ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
  ['lint', 'npm', ['run', '--silent', 'lint']],
  ['boundaries', 'node', ['scripts/check-boundaries.mjs']],
  ['build', 'npm', ['run', '--silent', 'build']],
  ['packages', 'node', ['scripts/check-packages.mjs']],
  ['bundle budgets', 'node', ['scripts/check-budgets.mjs']],
  ['unit tests', 'npx', ['vitest', 'run', '--project', 'unit', '--coverage']],
  ['end-to-end (built portal)', 'node', ['scripts/e2e.mjs']],
  ['story tests', 'npx', ['vitest', 'run', '--project', 'storybook']],
  ['resilience pass', 'npx', ['vitest', 'run', '--project', 'resilience']],
];

const started = Date.now();
for (const [name, command, args] of steps) {
  const stepStarted = Date.now();
  console.log(`\n▶ ${name}`);
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  const seconds = ((Date.now() - stepStarted) / 1000).toFixed(1);
  if (status !== 0) {
    console.error(`\n✖ npm test: step "${name}" failed after ${seconds} s`);
    process.exit(status ?? 1);
  }
  console.log(`✔ ${name} (${seconds} s)`);
}
console.log(`\n✔ npm test: all checks passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
