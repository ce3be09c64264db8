// Which portal a build makes: the real one (VITE_API_BASE_URL, the API's address) or the demo (VITE_DEMO=true:
// the in-browser fake backend of @epp/fixtures, public demo accounts with the password "demo", a fake payment
// page). A production build with neither fails: it used to become the demo silently (issue #26). The dev server
// (`npm run portal`) is for developers, never deployed: without an address it is the demo, as before.
//
// The choice reaches the code as one compile-time constant, `import.meta.env.EPP_DEMO` (config.ts), so a real
// build's bundler drops every demo branch with the modules only they import: no demo accounts, no fixtures, no
// msw, no demo payment page in its dist (scripts/check-production-dist.mjs holds it). msw's service worker file
// (public/ of the repository, where `msw init` keeps it and Storybook serves it) is added to demo builds only.
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

export interface BuildMode {
  demo: boolean;
  /** The API's versioned base; the demo backend's path in demo mode. */
  apiBaseUrl: string;
}

export const DEMO_API_BASE_URL = '/api/v1/';

/** Said when a build has no API address and did not ask for the demo. */
export const MISSING_API_MESSAGE = [
  'The portal build has no API address and was not asked for the demo.',
  '  A real portal: VITE_API_BASE_URL=https://portal.example/api/v1/ npm run build -w @epp/portal',
  '  The demo (in-browser fake backend, public demo accounts): npm run build:demo -w @epp/portal (VITE_DEMO=true)',
].join('\n');

/** The mode of a build (`command` 'build') or of the dev server ('serve') from the VITE_ variables. */
export function resolveBuildMode(env: Record<string, string | undefined>, command: 'build' | 'serve'): BuildMode {
  const apiBaseUrl = env.VITE_API_BASE_URL?.trim() || undefined;
  const demoSetting = env.VITE_DEMO?.trim() ?? '';
  if (!['', 'true', 'false'].includes(demoSetting))
    throw new Error(`VITE_DEMO is "${demoSetting}": set it to true (the demo) or leave it out.`);
  const demo = demoSetting === 'true';
  if (demo && apiBaseUrl)
    throw new Error(
      'VITE_DEMO=true and VITE_API_BASE_URL are both set: the demo has its own in-browser backend. Choose one.',
    );
  if (demo || (!apiBaseUrl && command === 'serve')) return { demo: true, apiBaseUrl: DEMO_API_BASE_URL };
  if (!apiBaseUrl) throw new Error(MISSING_API_MESSAGE);
  return { demo: false, apiBaseUrl };
}

const MSW_WORKER = 'mockServiceWorker.js';

/**
 * Gives the code its mode (`import.meta.env.EPP_DEMO`, `import.meta.env.EPP_API_BASE_URL`) and, in demo mode,
 * serves and emits msw's worker from `workerDirectory` (the repository's public/).
 */
export function buildModePlugin(mode: BuildMode, workerDirectory: string): Plugin {
  const worker = () => readFileSync(`${workerDirectory}/${MSW_WORKER}`, 'utf8');
  return {
    name: 'epp-build-mode',
    config: () => ({
      define: {
        'import.meta.env.EPP_DEMO': JSON.stringify(mode.demo),
        'import.meta.env.EPP_API_BASE_URL': JSON.stringify(mode.apiBaseUrl),
      },
    }),
    configureServer(server) {
      if (!mode.demo) return;
      server.middlewares.use(`/${MSW_WORKER}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(worker());
      });
    },
    generateBundle() {
      // the client build only (the prerender's server build is never served)
      if (!mode.demo || this.environment.config.build.ssr) return;
      this.emitFile({ type: 'asset', fileName: MSW_WORKER, source: worker() });
    },
  };
}
