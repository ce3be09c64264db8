// Bundle budgets (issue #8), checked by `npm test` after the build: each measured entry is bundled for the
// browser, minified and gzipped (level 9), and compared with budgets.json. The measured entry itself resolves to
// its source through the root tsconfig's paths (the code tsup builds); what it imports from other @epp packages
// comes from their dist (each package's own tsconfig has no paths).
//   - `import { isValidGtin } from '@epp/core'` alone: the tree-shaking proof (≤ 1 KB).
//   - every entry of @epp/widgets and the DataTable entry of @epp/ui, with React, react-dom and
//     styled-components left out (the embedding app has them): one budget per entry, at most 10% above what
//     was measured when it was set. An entry without a budget fails, so a new widget gets one.
//   - the portal's first route (/login): the JS of index.html's module scripts and their static imports (the login
//     page is part of them) plus the Estonian public texts (loaded before the first render; budgets.json's
//     firstRouteModules lists the modules that must be counted),
//     against its budget (no growth) and, reported, against issue #17's 180 KB target (#8's 150 KB was below
//     the stack's own floor, withdrawn).
//     The stack floor is reported too: the named libraries' least share of that route, bundled as one chunk.
//     exceljs (or any .xlsx reader) in one of those chunks, or in a widget's at-once code, fails: they load
//     on demand only.
// `node scripts/check-budgets.mjs --report` prints the figures without failing (for setting budgets).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const budgets = JSON.parse(readFileSync(path.join(root, 'budgets.json'), 'utf8'));
const reportOnly = process.argv.includes('--report');
const HOST_LIBRARIES = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', 'styled-components'];
/** Every .xlsx file names this part; a chunk holding it can read or write workbooks. */
const XLSX_MARKER = 'xl/workbook.xml';

const gzipSize = (code) => gzipSync(code, { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * Minified, gzipped size of what `source` loads at once (the entry from source, other @epp packages from dist):
 * the entry chunk and the chunks it imports statically. Code split off behind `import()` (exceljs) loads on
 * demand and is not counted; `inputsOf` tells which packages ended up in the counted chunks.
 */
async function bundledSize(source, external = []) {
  const result = await build({
    stdin: { contents: source, resolveDir: root, loader: 'js', sourcefile: 'entry.js' },
    bundle: true,
    splitting: true,
    outdir: path.join(root, 'node_modules/.cache/epp-budgets'),
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    metafile: true,
    external,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const outputs = result.metafile.outputs;
  const files = new Map(result.outputFiles.map((file) => [path.relative(root, file.path), file.contents]));
  const entry = Object.keys(outputs).find((key) => outputs[key].entryPoint);
  const counted = new Set();
  const visit = (key) => {
    if (counted.has(key)) return;
    counted.add(key);
    for (const next of outputs[key].imports) if (next.kind === 'import-statement' && !next.external) visit(next.path);
  };
  visit(entry);
  const inputs = new Map();
  for (const key of counted) {
    for (const [input, { bytesInOutput }] of Object.entries(outputs[key].inputs)) {
      const owner = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ?? input;
      inputs.set(owner, (inputs.get(owner) ?? 0) + bytesInOutput);
    }
  }
  const bytes = [...counted].reduce((sum, key) => sum + gzipSize(files.get(key)), 0);
  const hasXlsx = [...counted].some((key) => Buffer.from(files.get(key)).includes(XLSX_MARKER));
  return { bytes, inputs, hasXlsx };
}

function subpathEntries(packageName) {
  const manifest = JSON.parse(readFileSync(path.join(root, 'node_modules', packageName, 'package.json'), 'utf8'));
  return Object.keys(manifest.exports)
    .filter((key) => key !== '.' && key !== './package.json')
    .map((key) => key.slice(2));
}

/**
 * The portal's first route: every chunk index.html loads at once (its module scripts and what they import) plus
 * the chunks of budgets.json's firstRouteModules (the login page, the texts loaded before the first render), each
 * found by the module it holds (vite.config.ts writes .vite/chunk-modules.json): the login page is in index.html's
 * own chunk, the Estonian public texts in one chunk; a page made lazy again is counted, not missed.
 */
/** `-qQbneUv9.js`: the content hash Vite writes into a chunk's file name. */
const CHUNK_HASH = /-[A-Za-z0-9_-]{8}\.(js|css)\b/g;

function portalFirstRoute() {
  const dist = path.join(root, 'apps/portal/dist');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));
  const chunkModules = JSON.parse(readFileSync(path.join(dist, '.vite/chunk-modules.json'), 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
  const files = new Set();
  const visit = (file) => {
    const chunk = byFile.get(file);
    if (!chunk || files.has(file)) return;
    files.add(file);
    for (const next of chunk.imports ?? []) visit(manifest[next].file);
  };
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  for (const [, file] of html.matchAll(/<script type="module"[^>]* src="\/([^"]+)"/g)) visit(file);
  if (files.size === 0) throw new Error('apps/portal/dist/index.html loads no module script');
  for (const module of budgets.portal.firstRouteModules) {
    const file = Object.keys(chunkModules).find((name) => chunkModules[name].includes(module));
    if (!file) throw new Error(`portal build: no chunk holds ${module}`);
    visit(file);
  }
  const jsFiles = [...files].filter((file) => file.endsWith('.js'));
  // The chunks name other chunks by their content hashes, whose letters change with any page's code and move
  // the gzip size by a few bytes: measured with every hash written the same, so only /login's own code counts.
  const codes = jsFiles.map((file) =>
    readFileSync(path.join(dist, file), 'utf8').replace(CHUNK_HASH, (_, ext) => `-00000000.${ext}`),
  );
  return {
    bytes: codes.reduce((sum, code) => sum + gzipSize(code), 0),
    withXlsx: jsFiles.filter((_, index) => codes[index].includes(XLSX_MARKER)),
    files: jsFiles,
  };
}

const results = [];
const check = (name, bytes, limit, extra = '') => results.push({ name, bytes, limit, extra });

const verbose = process.argv.includes('--inputs');
/** Entries whose at-once code holds an .xlsx reader or writer (exceljs must load on demand). */
const eagerXlsx = [];
const measure = async (source, external) => {
  const { bytes, inputs, hasXlsx } = await bundledSize(source, external);
  if (hasXlsx) eagerXlsx.push(source);
  if (verbose) {
    const top = [...inputs].sort((a, b) => b[1] - a[1]).slice(0, 8);
    console.log(`  ${source}\n${top.map(([name, size]) => `    ${kb(size)} min  ${name}`).join('\n')}`);
  }
  return bytes;
};

check('@epp/core: { isValidGtin }', await measure("export { isValidGtin } from '@epp/core';"), budgets.isValidGtin);
for (const entry of subpathEntries('@epp/widgets')) {
  const bytes = await measure(`export * from '@epp/widgets/${entry}';`, HOST_LIBRARIES);
  check(`@epp/widgets/${entry}`, bytes, budgets.widgets[entry]);
}
check('@epp/ui/data-table', await measure("export * from '@epp/ui/data-table';", HOST_LIBRARIES), budgets.dataTable);
const portal = portalFirstRoute();
// What the stack itself takes of /login, before any of our code, texts or schemas (scripts/stack-floor/).
const floor = {
  framework: (await bundledSize("import './scripts/stack-floor/framework.js';")).bytes,
  controls: (await bundledSize("export * from './scripts/stack-floor/login-controls.js';", HOST_LIBRARIES)).bytes,
};
check('portal /login (all initial JS)', portal.bytes, budgets.portal.firstRouteBytes, `${portal.files.length} chunks`);
// Issue #17 asks for ≤ 180 KB. Reached (177.9 KB), the budget is that target itself, not the measure + 5%: the
// route must not grow back over it.
const target = budgets.portal.firstRouteTargetBytes;
const targetNote =
  portal.bytes <= target
    ? `target ${kb(target)} met`
    : `TARGET NOT MET: ${kb(portal.bytes)} > ${kb(target)} (issue #17); the budget above stops growth meanwhile`;

let failed = false;
for (const { name, bytes, limit, extra } of results) {
  const verdict = limit === undefined ? 'NO BUDGET' : bytes <= limit ? 'ok' : 'OVER';
  if (verdict !== 'ok') failed = true;
  const against = limit === undefined ? '' : ` / ${kb(limit)} (${((bytes / limit) * 100).toFixed(0)}%)`;
  console.log(`${verdict.padEnd(9)} ${name.padEnd(40)} ${kb(bytes)}${against}${extra ? `  ${extra}` : ''}`);
}
console.log(`note      portal /login: ${targetNote}`);
console.log(
  `note      stack floor of /login: framework ${kb(floor.framework)} (React DOM, router, i18next, TanStack Query, styled-components, zod/mini) + react-aria login controls ${kb(floor.controls)} = ${kb(floor.framework + floor.controls)}`,
);
if (portal.withXlsx.length > 0) {
  failed = true;
  console.log(`OVER      an .xlsx reader/writer is in the portal's initial chunks: ${portal.withXlsx.join(', ')}`);
}
for (const source of eagerXlsx) {
  failed = true;
  console.log(`OVER      an .xlsx reader/writer loads at once with: ${source}`);
}
if (failed && !reportOnly) {
  console.error('\n✖ bundle budgets: see the lines above (budgets.json holds the limits)');
  process.exit(1);
}
