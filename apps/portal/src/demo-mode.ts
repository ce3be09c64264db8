import { portalConfig } from './config';

/**
 * Starts the demo backend before the first render in demo mode. Loaded on demand, so a production build with a
 * real API never downloads the fixture data or msw.
 */
export async function startDemoModeIfEnabled(): Promise<void> {
  if (!portalConfig.demoMode) return;
  const { startDemoWorker } = await import('@epp/fixtures');
  await startDemoWorker({ storage: globalThis.localStorage });
}
