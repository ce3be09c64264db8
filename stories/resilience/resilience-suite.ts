// The resilience pass (issue #13): every screen story file's main story (screen-cases.ts) is rendered again
// with each endpoint it calls answered, one at a time, by a body that violates the endpoint's schema and by a
// network failure — from the first render, and for screens with a form or filter after the user's input. Each
// time the screen must show the translated error with a retry, keep what the user typed, throw nothing, and
// come back to what the good run showed when the retry gets good answers. See README.md here.
// The pass is split into test files by area (resilience-*.test.ts), each a call of `resilienceOf` with its own
// glob, so Vitest runs them in two browser pages at once (one file ran on one core, issue #23).
import type { EndpointName } from '@epp/api/endpoints';
import { afterAll, expect, test } from 'vitest';
import { type FaultKind, faultKinds, violatingAnswer } from './endpoint-faults';
import { shellRoleOf } from './in-shell';
import { type CaseResult, ScreenRun, type StoryModule } from './run-screen';
import { caseKey, isShellEndpoint, knownGaps, type Phase, portalFaultOf, screenCases } from './screen-cases';

declare module 'vitest' {
  interface TaskMeta {
    /** How many cases one test stands for (scripts/test-timings.mjs reports the time per case). */
    cases?: number;
  }
}

export const fileKey = (path: string) => path.replace(/^.*\/screens\//, '').replace('.stories.tsx', '');

/**
 * THE RULE of which faults each endpoint gets (the pass's time grows with every case, issue #26):
 * - every endpoint a screen calls, on its first render or from the user's action: `invalid` (where some body
 *   breaks its schema) and `network`;
 * - its MAIN endpoint — the first of the screen's own on the first render, the first the action sends (or the
 *   send's own request where the case names it: `sentBy`) — also the
 *   answered faults and the hang, taken in turn over the screens: two of them on the load, one on the action
 *   (`server`, a 5xx with the API's error body; `rejected`, a 400 with it; `forbidden`, 403; `unauthorized`, 401;
 *   `timeout`, a hang). How a screen shows an answered failure does not depend on which of its loads failed
 *   (one query state, one alert) but on the fault's kind, and the kit draws every kind the same way on every
 *   screen: each kind on every screen would only repeat that (all seven everywhere took the phase from 172 s to
 *   562 s); in turn, every kind still runs on about a fifth of the screens' loads and actions.
 */
const everyEndpoint: readonly FaultKind[] = ['invalid', 'network'];
const answeredKinds = faultKinds.filter((kind) => !everyEndpoint.includes(kind));
const MAIN_EXTRA = { load: 2, action: 1 } as const;

/** The faults of a screen's endpoint in a phase, by the rule above. */
function kindsOf(file: string, phase: Phase, main: boolean): readonly FaultKind[] {
  if (!main) return everyEndpoint;
  const turn = Object.keys(screenCases).indexOf(file) * MAIN_EXTRA.load + (phase === 'action' ? 1 : 0);
  const extra = Array.from(
    { length: MAIN_EXTRA[phase === 'action' ? 'action' : 'load'] },
    (_, index) => answeredKinds[(turn + index) % answeredKinds.length] as FaultKind,
  );
  return [...everyEndpoint, ...extra];
}

/** Every case of a screen, by the rule above. */
async function runCases(run: ScreenRun): Promise<{ results: CaseResult[]; skipped: string[] }> {
  const results: CaseResult[] = [];
  const skipped: string[] = [];
  const phases: [Phase, EndpointName[]][] = [
    ['load', run.loadEndpoints],
    ['action', run.inputEndpoints],
  ];
  for (const [phase, endpoints] of phases) {
    const own = endpoints.filter((endpoint) => !isShellEndpoint(run.file, endpoint));
    for (const endpoint of endpoints.filter((endpoint) => !own.includes(endpoint)))
      skipped.push(`${endpoint} (the shell's)`);
    const sentBy = phase === 'action' ? run.sentBy : undefined;
    const main = sentBy && own.includes(sentBy) ? sentBy : own[0];
    for (const endpoint of own) {
      for (const kind of kindsOf(run.file, phase, endpoint === main)) {
        if (kind === 'invalid' && !violatingAnswer(endpoint)) skipped.push(`${endpoint} invalid (any body is valid)`);
        else results.push(await run.fault(endpoint, kind, phase));
      }
    }
  }
  return { results, skipped };
}

/** The resilience tests of the screen story files `storyFiles` (one test file's import.meta.glob). */
export function resilienceOf(storyFiles: Record<string, () => Promise<StoryModule>>): void {
  const tally = { screens: 0, pairs: 0, tried: 0, passed: 0, knownGaps: 0, byShell: 0, lines: [] as string[] };
  const byKind = new Map<string, number>();
  const files = Object.entries(storyFiles);
  if (files.length === 0) throw new Error('resilienceOf: the glob found no story files');
  for (const [path, load] of files) {
    const file = fileKey(path);
    const screenCase = screenCases[file];
    if (!screenCase) continue;
    test(`resilience: ${file}`, { timeout: 300_000 }, async ({ task }) => {
      const started = performance.now();
      const module = await load();
      const run = new ScreenRun(file, module, screenCase);
      await run.baseline();
      const { results, skipped } = await runCases(run);
      const role = shellRoleOf(file);
      if (role) {
        const portal = new ScreenRun(file, module, { ...screenCase, input: undefined }, role);
        await portal.baseline();
        results.push(await portal.fault('currentUser', portalFaultOf(file), 'portal'));
      }
      const failures: string[] = [];
      for (const result of results) {
        const key = caseKey(file, result.endpoint, result.kind, result.phase);
        if (key in knownGaps) {
          if (result.failures.length === 0) failures.push(`${key}: passes now, remove it from knownGaps`);
          else tally.knownGaps += 1;
        } else if (result.failures.length > 0) failures.push(`${key}:\n  ${result.failures.join('\n  ')}`);
        else tally.passed += 1;
      }
      task.meta.cases = results.length + 1; // and the good run
      tally.screens += 1;
      tally.pairs += new Set(results.map((result) => result.endpoint)).size;
      tally.tried += results.length;
      for (const result of results) {
        const key = `${result.phase} × ${result.kind}`;
        byKind.set(key, (byKind.get(key) ?? 0) + 1);
      }
      tally.byShell += skipped.filter((entry) => entry.endsWith("(the shell's)")).length;
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      tally.lines.push(
        `  ${file}: ${results.length} cases in ${seconds} s — load: ${run.loadEndpoints.join(', ') || 'none'}; ` +
          `input: ${run.inputEndpoints.join(', ') || 'none'}${skipped.length ? `; not run: ${skipped.join(', ')}` : ''}`,
      );
      expect(failures).toEqual([]);
    });
  }

  afterAll(() => {
    // biome-ignore lint/suspicious/noConsole: the pass reports its count, as the issue asks
    console.log(
      [
        `resilience pass: ${tally.screens} screens, ${tally.pairs} screen × endpoint pairs, ${tally.tried} cases ` +
          `(pair × fault × phase) tried: ${tally.passed} passed, ${tally.knownGaps} known gaps; ` +
          `${tally.byShell} screen × endpoint pairs left to the shell's cases`,
        `  by phase × fault: ${[...byKind].map(([key, count]) => `${key}: ${count}`).join(', ')}`,
        ...tally.lines,
      ].join('\n'),
    );
  });
}
