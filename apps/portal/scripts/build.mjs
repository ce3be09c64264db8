// `npm run build -w @epp/portal` (a real portal: VITE_API_BASE_URL must be set) and `npm run build:demo` (the demo:
// VITE_DEMO=true): the client build, the prerender's server build of src/prerender.tsx (dist-prerender/), then
// scripts/prerender.mjs. `--demo` asks for the demo; `--outDir <dir>` builds elsewhere than dist/ (the production
// dist check, scripts/check-production-dist.mjs, keeps apps/portal/dist the demo the e2e runs on); `--no-minify`
// keeps the functions' names for a profile (bench/first-load-profile.mjs).
// Without an address and without the demo the first step fails with src/build-mode.ts's message.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';

const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { demo: { type: 'boolean' }, outDir: { type: 'string' }, 'no-minify': { type: 'boolean' } },
});
if (values.demo) process.env.VITE_DEMO = 'true';
const outDir = path.resolve(app, values.outDir ?? 'dist');

try {
  await build({ root: app, build: { outDir, emptyOutDir: true, minify: !values['no-minify'] } });
} catch (error) {
  // the mode check's message as it is, without the stack of Vite's config loader
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
await build({ root: app, build: { ssr: 'src/prerender.tsx', outDir: path.join(app, 'dist-prerender') } });
execFileSync(process.execPath, [path.join(app, 'scripts/prerender.mjs'), outDir], { stdio: 'inherit' });
