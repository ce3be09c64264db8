// The route table of @epp/screens and the demo data's example ids, for Node scripts (the e2e's route crawl), and
// any other workspace module a Node script needs (the bench's demo API): esbuild bundles the TypeScript sources
// once, with the repository's @epp/* → src mapping.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoots = { fixtures: 'fixtures/src' };
for (const name of ['core', 'i18n', 'api', 'ui', 'widgets', 'screens']) sourceRoots[name] = `packages/${name}/src`;

const isFile = (file) => existsSync(file) && statSync(file).isFile();

/** @epp/<name>[/<sub>] → the package's source file, as vite.aliases.ts maps it. */
const workspaceSources = {
  name: 'workspace-sources',
  setup(builder) {
    builder.onResolve({ filter: /^@epp\// }, ({ path: request }) => {
      const [, name, sub] = /^@epp\/([^/]+)(?:\/(.+))?$/.exec(request) ?? [];
      const base = path.join(root, sourceRoots[name] ?? '', sub ?? 'index');
      const file = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find(isFile);
      return file ? { path: file } : { errors: [{ text: `no source for ${request}` }] };
    });
  },
};

/**
 * Bundles a module of `export … from '@epp/…'` lines (the workspace's TypeScript sources, their dependencies
 * included) for Node and imports it.
 * @param {readonly string[]} exportLines
 */
export async function importWorkspaceSources(exportLines) {
  const dir = mkdtempSync(path.join(tmpdir(), 'epp-sources-'));
  const outfile = path.join(dir, 'sources.mjs');
  try {
    await build({
      stdin: { contents: exportLines.join('\n'), resolveDir: root, loader: 'ts' },
      bundle: true,
      platform: 'node',
      format: 'esm',
      // CommonJS dependencies (exceljs, debug...) require Node's built-ins
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      outfile,
      plugins: [workspaceSources],
      logLevel: 'error',
    });
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** @returns {Promise<{ routeTable: readonly object[], demoRouteExamples: () => Record<string, Record<string, string>>, demoAccounts: readonly object[] }>} */
export function loadRouteData() {
  return importWorkspaceSources([
    "export { routeTable } from '@epp/screens/routes/route-table';",
    "export { demoRouteExamples } from '@epp/fixtures/demo/route-examples';",
    "export { demoAccounts } from '@epp/fixtures/demo/accounts';",
  ]);
}
