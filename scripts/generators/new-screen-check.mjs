#!/usr/bin/env node
// `npm run test:new-screen`, a phase of `npm test`: runs `npm run new:screen` end to end in a scratch copy of the
// working tree, as a developer would, and checks what it wrote the way CI checks the repository (Backstage runs
// its `new` command in CI the same way). generators.test.mjs tests the command's parts; a command that throws
// before it writes anything, or writes a screen that does not compile, passed those (4c6094e).
//
//   1. writes an operator list, detail and --extends reports/returns screen; refuses a name another area
//      exports and a feature with no shared view
//   2. type-checks the copy once (the texts' type must be in step: the generator writes it), lints what changed
//   3. runs the three story files once in the test browser (--update: a new screen has no baselines yet)
//   4. --remove takes all three back: the copy is as it was, file for file
//
// The copy is the working tree's files (tracked and new, not the pixel baselines) and node_modules as hard
// links, under the system's temp folder; it is deleted at the end, also when a step fails or the run is stopped.
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readlinkSync,
  rmSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repositoryRoot } from './workspace.mjs';

const SCREENS = [
  { args: ['operator', 'demo-list'], folder: 'operator/demo-list' },
  { args: ['operator', 'demo-record', '--detail'], folder: 'operator/demo-record' },
  { args: ['operator', 'demo-return', '--extends', 'reports/returns'], folder: 'operator/demo-return' },
];
const storyOf = ({ args }) => `stories/screens/${args[0]}/${args[1]}.stories.tsx`;

const started = Date.now();
const scratch = mkdtempSync(path.join(os.tmpdir(), 'epp-new-screen-'));
const cleanUp = () => rmSync(scratch, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    cleanUp();
    process.exit(1);
  });

class CheckFailure extends Error {}

/** Runs a command in the copy; a failure unless it ends with `status` (0 by default). */
function inScratch(what, command, args, { status = 0, env = {} } = {}) {
  const result = spawnSync(command, args, {
    cwd: scratch,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: '0', ...env },
  });
  if (result.status !== status)
    throw new CheckFailure(
      `${what}: ended with ${result.status ?? result.signal}, expected ${status}\n${result.stdout}${result.stderr}`,
    );
  return result;
}

const node = (what, script, args, options) => inScratch(what, process.execPath, [script, ...args], options);
const newScreen = (args, options) =>
  node(`new:screen ${args.join(' ')}`, 'scripts/generators/new-screen.mjs', args, options);
const git = (...args) =>
  inScratch(`git ${args[0]}`, 'git', ['-c', 'user.name=check', '-c', 'user.email=check@example.com', ...args]);
const changed = () =>
  git('status', '--porcelain', '-uall')
    .stdout.split('\n')
    .filter(Boolean)
    .map((line) => line.slice(3));

function expect(condition, message) {
  if (!condition) throw new CheckFailure(message);
}

const steps = [];
function step(name, run) {
  const start = Date.now();
  run();
  steps.push([name, Date.now() - start]);
}

/** The working tree as git sees it (tracked and new files, not the ignored), without the pixel baselines. */
function copySources() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: repositoryRoot,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  }).stdout.split('\0');
  for (const file of listed) {
    if (!file || file.includes('/__screenshots__/') || !existsSync(path.join(repositoryRoot, file))) continue;
    mkdirSync(path.dirname(path.join(scratch, file)), { recursive: true });
    copyFileSync(path.join(repositoryRoot, file), path.join(scratch, file));
  }
}

/**
 * node_modules as hard links (made in ~2 s; symbolic links would be instant, but Vite then serves the packages
 * from outside the copy's root and refuses): nothing in it is written in place. The workspace's own links are
 * relative, so they point into the copy; Vite's and the tests' caches stay out, the test browser comes along.
 */
/** Where a symbolic link points, or null for anything else. */
function readlinkOrNull(file) {
  return lstatSync(file).isSymbolicLink() ? readlinkSync(file) : null;
}

function linkNodeModules() {
  const modules = path.join(repositoryRoot, 'node_modules');
  // every cache stays out (.cache, .vite, .vite-temp, .vitest-cache…): they name the original's absolute paths, and a
  // story run of the copy would load React from there as well as from the copy (two Reacts: hooks fail)
  // and so does a link that points at an absolute place (a stray node_modules/node_modules → the original)
  const entries = readdirSync(modules).filter(
    (name) => !/^\.(cache|vite)/.test(name) && !path.isAbsolute(readlinkOrNull(path.join(modules, name)) ?? '.'),
  );
  mkdirSync(path.join(scratch, 'node_modules/.cache'), { recursive: true });
  inScratch('cp -al node_modules', 'cp', ['-al', ...entries.map((name) => path.join(modules, name)), 'node_modules']);
  const browser = path.join(modules, '.cache/epp-chromium');
  if (existsSync(browser)) inScratch('cp -al the test browser', 'cp', ['-al', browser, 'node_modules/.cache']);
}

function main() {
  step('copy', () => {
    copySources();
    linkNodeModules();
    // --remove asks git which text keys are still used, and the copy must come back to this commit
    git('init', '-q');
    git('add', '-A');
    git('commit', '-q', '--no-verify', '-m', 'scratch');
  });

  step('new:screen ×3', () => {
    for (const screen of SCREENS) {
      const result = newScreen(screen.args);
      expect(result.stderr === '', `new:screen ${screen.args.join(' ')} wrote to stderr:\n${result.stderr}`);
      const file = `packages/screens/src/${screen.folder}/${screen.args[1]}-screen.tsx`;
      expect(existsSync(path.join(scratch, file)), `new:screen ${screen.args.join(' ')} wrote no ${file}`);
      expect(existsSync(path.join(scratch, storyOf(screen))), `new:screen ${screen.args.join(' ')} wrote no story`);
    }
    expect(changed().includes('packages/screens/src/routes/route-table.ts'), 'no route was added to the table');
    const refused = newScreen(['client', 'demo-list'], { status: 2 });
    expect(
      refused.stderr.includes('DemoListScreen is exported by the operator area already'),
      `the refusal of a name the operator area exports said:\n${refused.stderr}`,
    );
    expect(!existsSync(path.join(scratch, 'packages/screens/src/client/demo-list')), 'a refused screen was written');
    const noView = newScreen(['operator', 'demo-mass', '--extends', 'reports/mass'], { status: 2 });
    expect(noView.stderr.includes('reports/mass has no shared view'), `--extends reports/mass said:\n${noView.stderr}`);
  });

  step('typecheck', () => {
    // the generator keeps the texts' type in step (CI checks it the same way)
    node('the texts type (messages.generated.ts)', 'scripts/i18n-types.mjs', ['--check']);
    node('typecheck', 'node_modules/typescript7/bin/tsc', ['--noEmit', '-p', 'tsconfig.json']);
  });

  step('lint', () => {
    const files = changed().filter((file) => /\.(ts|tsx|json|mjs)$/.test(file));
    node('biome', 'node_modules/@biomejs/biome/bin/biome', ['check', '--error-on-warnings', ...files]);
  });

  step('stories', () => {
    node('the story tests', 'node_modules/vitest/vitest.mjs', [
      'run',
      '--project',
      'storybook',
      ...SCREENS.map(storyOf),
      '--update',
    ]);
  });

  step('--remove ×3', () => {
    for (const screen of [...SCREENS].reverse()) newScreen([...screen.args.slice(0, 2), '--remove']);
    const left = changed();
    expect(left.length === 0, `--remove left the copy changed:\n${left.join('\n')}`);
  });
}

let failure;
try {
  main();
} catch (error) {
  failure = error;
} finally {
  const start = Date.now();
  cleanUp();
  steps.push(['clean up', Date.now() - start]);
}
for (const [name, ms] of steps) console.log(`  ${name.padEnd(14)} ${(ms / 1000).toFixed(1).padStart(6)} s`);
if (failure) {
  console.error(`✖ new:screen check: ${failure instanceof CheckFailure ? failure.message : failure.stack}`);
  process.exit(1);
}
console.log(
  `✔ new:screen: a list, a detail and an --extends screen written, checked and removed in ${((Date.now() - started) / 1000).toFixed(1)} s`,
);
