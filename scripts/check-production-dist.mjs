// The production dist holds no demo (issue #26), checked by `npm test` after the build: the portal is built as a
// deployment builds it (VITE_API_BASE_URL set; into node_modules/.cache/portal-production, so apps/portal/dist
// stays the demo build the e2e runs on; ~10 s) and must carry none of the demo: no module of @epp/fixtures (the
// demo accounts, the fixture data, the demo backend), no msw (its code or its service worker file), no demo
// payment page or demo hint; and no text that marks them (a demo e-mail, the demo payment page's path, msw's
// worker) in any file, the prerendered pages included. First, a build with neither an API address nor
// VITE_DEMO=true must fail with src/build-mode.ts's message: it used to become the demo silently.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildScript = path.join(root, 'apps/portal/scripts/build.mjs');
const outDir = path.join(root, 'node_modules/.cache/portal-production');
/** Modules of the demo: none may be in a production chunk (paths as .vite/chunk-modules.json writes them). */
const DEMO_MODULES = [/(^|\/)fixtures\//, /node_modules\/(msw|@mswjs)\//, /^src\/pages\/demo-(payment|hint)\.tsx$/];
/** Texts only the demo carries: its accounts' e-mail domain, its payment page's path, msw's worker. */
const DEMO_TEXTS = ['@demo.ee', '/demo/payment', 'mockServiceWorker', 'Mock Service Worker'];

const failures = [];
const env = { ...process.env };
delete env.VITE_API_BASE_URL;
delete env.VITE_DEMO;

const refused = spawnSync(process.execPath, [buildScript, '--outDir', outDir], { cwd: root, env, encoding: 'utf8' });
if (refused.status === 0) failures.push('a build without VITE_API_BASE_URL or VITE_DEMO=true succeeded');
else if (!refused.stderr.includes('The portal build has no API address and was not asked for the demo.'))
  failures.push(`a build without an API address failed without the message:\n${refused.stderr}`);

const built = spawnSync(process.execPath, [buildScript, '--outDir', outDir], {
  cwd: root,
  env: { ...env, VITE_API_BASE_URL: 'https://api.example/api/v1/' },
  encoding: 'utf8',
});
if (built.status !== 0) {
  console.error(built.stdout, built.stderr);
  throw new Error('the production build of the portal failed');
}

const chunkModules = JSON.parse(readFileSync(path.join(outDir, '.vite/chunk-modules.json'), 'utf8'));
for (const [chunk, modules] of Object.entries(chunkModules))
  for (const module of modules)
    if (DEMO_MODULES.some((pattern) => pattern.test(module))) failures.push(`${chunk} holds ${module}`);

const files = readdirSync(outDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
for (const file of files) {
  const name = path.relative(outDir, path.join(file.parentPath, file.name));
  if (name === 'mockServiceWorker.js') failures.push('mockServiceWorker.js is in the dist');
  if (!/\.(js|html|json|css|txt)$/.test(name) && name !== '_headers') continue;
  const text = readFileSync(path.join(outDir, name), 'utf8');
  for (const marker of DEMO_TEXTS) if (text.includes(marker)) failures.push(`${name} contains "${marker}"`);
}

if (failures.length > 0) {
  console.error(`✖ the production dist holds the demo:\n  ${failures.join('\n  ')}`);
  process.exit(1);
}
console.log(
  `✔ production dist (${files.length} files): no demo accounts, fixtures, msw or demo payment page; a build without an API address fails`,
);
