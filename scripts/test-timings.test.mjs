import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { failureReport, recordTiming, timingReport } from './test-timings.mjs';

// Its own folder: `npm test` runs the unit tests while its real timings folder is being written.
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'epp-timings-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const pass = (test, ms) => ({ test, ms, retries: 0, state: 'pass' });

describe('the report npm test ends with', () => {
  it('lists the slowest tests of a phase and counts the rest', () => {
    for (let i = 1; i <= 11; i += 1) recordTiming('storybook', pass(`story ${i}`, 5_000 + i * 100), dir);
    const lines = timingReport(dir);
    expect(lines[0]).toBe('  slow [storybook] story 11: 6.1 s');
    expect(lines).toHaveLength(9);
    expect(lines.at(-1)).toBe('  … and 3 more slow [storybook] tests');
  });

  it('names each failed test with the first line of its error, and only those', () => {
    recordTiming('storybook', pass('a slow story', 7_000), dir);
    recordTiming('storybook', { ...pass('a broken story', 900), state: 'failed', error: 'expected 1 to be 2' }, dir);
    recordTiming('e2e', { ...pass('step 3. sign', 20_000), state: 'failed', error: 'Timeout' }, dir);
    expect(failureReport(dir)).toEqual([
      '  ✖ [e2e] step 3. sign: Timeout',
      '  ✖ [storybook] a broken story: expected 1 to be 2',
    ]);
    expect(timingReport(dir)).toEqual(['  slow [storybook] a slow story: 7.0 s']);
  });

  it('says so when nothing was slow, retried or failed', () => {
    expect(timingReport(dir)).toEqual(['no test was retried or slower than 5 s']);
    expect(failureReport(dir)).toEqual([]);
  });
});
