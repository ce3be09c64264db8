// The route table of @epp/screens and the demo data's example ids, for Node scripts (the e2e's route crawl):
// esbuild bundles the TypeScript sources once, with the repository's @epp/* → src mapping.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoots = { fixtures: 'fixtures/src' };
for (const name of ['core', 'i18n', 'api', 'ui', 'widgets', 'screens']) sourceRoots[name] = `packages/${name}/src`;

/** @epp/<name>[/<sub>] → the package's source file, as vite.aliases.ts maps it. */
const workspaceSources = {
  name: 'workspace-sources',
  setup(builder) {
    builder.onResolve({ filter: /^@epp\// }, ({ path: request }) => {
      const [, name, sub] = /^@epp\/([^/]+)(?:\/(.+))?$/.exec(request) ?? [];
      const base = path.join(root, sourceRoots[name] ?? '', sub ?? 'index');
      const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(existsSync);
      return file ? { path: file } : { errors: [{ text: `no source for ${request}` }] };
    });
  },
};

/** @returns {Promise<{ routeTable: readonly object[], demoRouteExamples: () => Record<string, Record<string, string>>, demoAccounts: readonly object[] }>} */
export async function loadRouteData() {
  const dir = mkdtempSync(path.join(tmpdir(), 'epp-routes-'));
  const outfile = path.join(dir, 'route-data.mjs');
  try {
    await build({
      stdin: {
        contents: [
          "export { routeTable } from '@epp/screens/routes/route-table';",
          "export { demoRouteExamples } from '@epp/fixtures/demo/route-examples';",
          "export { demoAccounts } from '@epp/fixtures/demo/accounts';",
        ].join('\n'),
        resolveDir: root,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile,
      plugins: [workspaceSources],
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
