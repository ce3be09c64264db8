// The new:screen command itself, run as `npm run new:screen` runs it, in a scratch copy of the files it reads and
// writes (generators.test.mjs tests its parts; a command that throws before it writes anything passed those).
// A list and a detail screen go in, a name another area exports is refused, and --remove gives every file back.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repositoryRoot } from './workspace.mjs';

/** What the command reads and writes, and biome's configuration (it formats what it writes). */
const COPIED = [
  'biome.json',
  '.gitignore',
  'scripts/generators',
  'packages/screens/package.json',
  'packages/screens/src',
  'packages/i18n/src',
  'fixtures/src/demo',
  'stories/screens',
];

let scratch = '';

const inScratch = (command, args) =>
  spawnSync(command, args, { cwd: scratch, encoding: 'utf8', env: { ...process.env, FORCE_COLOR: '0' } });
const newScreen = (...args) => inScratch(process.execPath, ['scripts/generators/new-screen.mjs', ...args]);
const git = (...args) => inScratch('git', ['-c', 'user.name=test', '-c', 'user.email=test@example.com', ...args]);
const exists = (file) => existsSync(path.join(scratch, file));

beforeAll(() => {
  scratch = mkdtempSync(path.join(os.tmpdir(), 'epp-new-screen-'));
  for (const entry of COPIED)
    cpSync(path.join(repositoryRoot, entry), path.join(scratch, entry), {
      recursive: true,
      filter: (source) => !source.includes('__screenshots__'),
    });
  symlinkSync(path.join(repositoryRoot, 'node_modules'), path.join(scratch, 'node_modules'), 'dir');
  // --remove asks git which text keys are still used, and the tree must come back to this commit
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'scratch');
});

afterAll(() => {
  if (scratch) rmSync(scratch, { recursive: true, force: true });
});

describe('npm run new:screen', () => {
  it('writes a list screen with its route, texts and stories', () => {
    const result = newScreen('operator', 'demo-list');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(exists('packages/screens/src/operator/demo-list/demo-list-screen.tsx')).toBe(true);
    expect(exists('stories/screens/operator/demo-list.stories.tsx')).toBe(true);
    expect(git('diff', '--name-only').stdout).toContain('packages/screens/src/routes/route-table.ts');
  });

  it('writes a detail screen on a route with a parameter', () => {
    const result = newScreen('operator', 'demo-record', '--detail');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(exists('packages/screens/src/operator/demo-record/demo-record-screen.tsx')).toBe(true);
  });

  it('refuses a component name another area exports already', () => {
    const result = newScreen('client', 'demo-list');
    expect(result.status).toBe(2);
    expect(result.stderr).toContain('DemoListScreen is exported by the operator area already');
    expect(exists('packages/screens/src/client/demo-list')).toBe(false);
  });

  it('takes both back with --remove, leaving every file as it was', () => {
    expect(newScreen('operator', 'demo-record', '--remove').status).toBe(0);
    expect(newScreen('operator', 'demo-list', '--remove').status).toBe(0);
    expect(git('status', '--porcelain').stdout).toBe('');
  });
});
