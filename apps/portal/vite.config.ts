import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { compactStylesVitePlugin } from '../../scripts/compact-styles.mjs';
import { workspaceAliases } from '../../vite.aliases.ts';
import { buildModePlugin, resolveBuildMode } from './src/build-mode.ts';
import { cspPlugin } from './src/csp.ts';
import { preloadFontPlugin } from './src/font-preload.ts';
import { localeCheckPlugin } from './src/locale-check.ts';
import { publicTextAreas } from './src/public-text-areas.ts';

/** React, the router, i18next, the query cache and styled-components: loaded by every page. */
const FRAMEWORK =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|@tanstack[\\/](query-core|react-query)|styled-components|stylis|@emotion[\\/]is-prop-valid|@emotion[\\/]memoize)[\\/]/;

const appRoot = fileURLToPath(new URL('.', import.meta.url));

/**
 * A language's public text areas (loaded together before the first render, language.ts) in one chunk: one request
 * instead of seven, compressed as a whole (-1.1 KB gzip of /login in Estonian). Each area is still asked for by
 * its own `import()`, so the signed-in areas and the other language stay apart.
 */
const PUBLIC_TEXTS = new RegExp(
  `locales[\\\\/](\\w+)[\\\\/](${publicTextAreas.map((area) => area.replaceAll('.', '\\.')).join('|')})\\.json$`,
);
const publicTextsChunk = (id: string) => {
  const language = PUBLIC_TEXTS.exec(id)?.[1];
  return language ? `texts-public.${language}` : null;
};

/**
 * Writes .vite/chunk-modules.json (each JS chunk → its source modules, relative to this app) beside the manifest:
 * rolldown's manifest names a chunk by one module only, and scripts/check-budgets.mjs must see that the first
 * route's modules (the login page is part of index.html's own chunk) are in what it counts.
 */
function chunkModulesPlugin(): Plugin {
  return {
    name: 'epp-chunk-modules',
    apply: 'build',
    generateBundle(_options, bundle) {
      const modules: Record<string, string[]> = {};
      for (const chunk of Object.values(bundle))
        if (chunk.type === 'chunk')
          modules[chunk.fileName] = chunk.moduleIds.map((id) => path.relative(appRoot, id).split(path.sep).join('/'));
      this.emitFile({ type: 'asset', fileName: '.vite/chunk-modules.json', source: JSON.stringify(modules) });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A build without VITE_API_BASE_URL fails unless VITE_DEMO=true asks for the demo (src/build-mode.ts).
  const buildMode = resolveBuildMode(loadEnv(mode, appRoot, 'VITE_'), command);
  return {
    plugins: [
      compactStylesVitePlugin(),
      react(),
      buildModePlugin(buildMode, path.join(appRoot, '../../public')),
      cspPlugin(buildMode.demo ? undefined : buildMode.apiBaseUrl),
      preloadFontPlugin(),
      localeCheckPlugin(),
      chunkModulesPlugin(),
    ],
    resolve: {
      alias: [
        ...workspaceAliases,
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: `${appRoot}src/sync-external-store.ts` },
      ],
    },
    // the favicon; msw's worker (the repository's public/) is added to demo builds only (src/build-mode.ts)
    publicDir: 'public',
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: false },
    build: {
      // The manifest tells scripts/check-budgets.mjs which chunks the first route loads.
      manifest: true,
      // Every browser of the build's target but Safari 16 preloads modules itself; there the chunks load as they
      // are imported. The polyfill was ~0.2 KB gzip of every first route (issue #17).
      modulePreload: { polyfill: false },
      rolldownOptions: {
        // A side-effect-free barrel (`@epp/core`, `@epp/screens/routes`) brings only the modules of the names
        // imported from it: otherwise every module it re-exports counts as index.html's, and those the lazy pages
        // share land in the app chunk (-0.3 KB gzip of /login, more as the barrels grow).
        experimental: { lazyBarrel: true },
        output: {
          codeSplitting: {
            // The libraries every page needs in one chunk: one request, compressed as a whole. The rest of what
            // index.html loads at once (the API client, the session, the public routes, the login page with its
            // react-aria controls) in one more: split by module it was ~35 chunks, each compressed on its own.
            groups: [
              { name: publicTextsChunk, priority: 3 },
              { name: 'framework', test: FRAMEWORK, priority: 2 },
              { name: 'app', tags: ['$initial'], priority: 1 },
            ],
          },
        },
      },
    },
  };
});
