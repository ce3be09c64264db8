import { demoClock } from '@epp/fixtures/demo/clock';

let started: Promise<unknown> | undefined;

/**
 * Starts the demo backend (msw and the fixture data, loaded on demand: a production build with a real API never
 * downloads them) once, when the first API call needs it: the login form paints and hydrates without waiting
 * for it, and a page that calls nothing never loads it.
 */
function demoBackendReady(): Promise<unknown> {
  started ??= Promise.all([import('@epp/fixtures'), import('@epp/fixtures/demo/seed-worker?worker')]).then(
    ([{ startDemoWorker }, { default: SeedWorker }]) =>
      // the seed is built in a Web Worker, off the main thread the signed-in page renders on
      startDemoWorker({ storage: globalThis.localStorage, createSeedWorker: () => new SeedWorker() }),
  );
  return started;
}

/** In demo mode, the API client's fetch: each call waits until the demo backend answers. */
export const demoModeFetch: typeof fetch | undefined = import.meta.env.EPP_DEMO
  ? (input, init) => demoBackendReady().then(() => globalThis.fetch(input, init))
  : undefined;

/**
 * In demo mode, the screens' clock: the demo backend's data stands on one day, so the screens count their periods,
 * windows and deadlines from that day, on any machine date (the login page's demo hint names it).
 */
export const demoModeClock: (() => Date) | undefined = import.meta.env.EPP_DEMO ? demoClock() : undefined;
