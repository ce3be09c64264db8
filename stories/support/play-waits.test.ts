// Play functions wait for the state they need, never for a clock (issue #23): every wait (waitFor, findBy*) has
// the one limit .storybook/preview.tsx configures, a cap for a wait that never ends. A wait with a limit of its
// own (e.g. `{ timeout: 5000 }`) is a race against a loaded machine, and failed fresh-clone runs.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OWN_LIMIT = /\btimeout:\s*[\d_]+/;

/** The stories and their support files; the resilience pass has its own runner and waits. */
const playSources = readdirSync(path.join(root, 'stories'), { recursive: true, encoding: 'utf8' }).filter(
  (file) => /\.tsx?$/.test(file) && !file.includes('__screenshots__') && !file.startsWith('resilience'),
);

describe('play functions', () => {
  it('set no wait limit of their own', () => {
    expect(playSources.length).toBeGreaterThan(100);
    const offenders = playSources.filter(
      (file) => !file.endsWith('.test.ts') && OWN_LIMIT.test(readFileSync(path.join(root, 'stories', file), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
