// The consumer test (part of `npm test`, after the build): the kit as a host app gets it. Every publishable package
// is packed (`npm pack`), the tarballs are installed into a fresh app outside the workspace (its own package.json,
// no lockfile, the registry for the rest) with a host i18next of its own at the lowest versions our peer ranges
// allow, then:
//   1. the packages' manifests: every import of a built file and of a README example is a declared dependency or
//      peer; every `engines.node` is within what the installed dependencies require; one copy of each peer;
//   2. strict `tsc --noEmit` with `skipLibCheck: false` and no @types/node (a browser host's setting);
//   3. `vite build`;
//   4. headless Chromium: the DataTable with its FilterBar, the import dropzone, the signing modal (on the mocks,
//      through msw in the browser), the measurement form and the comments thread render in Estonian and, with the
//      host's `en-US`, in English, each then switched in the page to the other language, the host's own page
//      styles kept, no raw key and no console error. The host loads the kit's texts on demand into its own
//      i18next instance (loadEppTexts with the widgets' declared areas): the fetched JS holds texts only of those
//      areas, and only in the active language until the switch.
// The app lives under os.tmpdir()/epp-consumer; its node_modules is kept between runs (only @epp/* is replaced),
// so a second run installs from the npm cache in seconds. CONSUMER_DIR moves it.
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkManifests } from './consumer/manifests.mjs';
import { checkInBrowser } from './consumer/render-check.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const work = process.env.CONSUMER_DIR ?? path.join(os.tmpdir(), 'epp-consumer');
const tarballs = path.join(work, 'tarballs');
const app = path.join(work, 'app');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const workspaceVersion = (name) => rootPackage.devDependencies[name];

/** The host's own choices: i18next and react-i18next at the lowest versions our peer ranges name. */
const hostDependencies = {
  i18next: '27.0.1',
  'react-i18next': '18.0.1',
  react: workspaceVersion('react'),
  'react-dom': workspaceVersion('react-dom'),
  'styled-components': workspaceVersion('styled-components'),
  '@tanstack/react-query': workspaceVersion('@tanstack/react-query'),
  'react-router': JSON.parse(readFileSync(path.join(root, 'packages/screens/package.json'), 'utf8')).devDependencies[
    'react-router'
  ],
  msw: workspaceVersion('msw'),
  '@types/react': workspaceVersion('@types/react'),
  '@types/react-dom': workspaceVersion('@types/react-dom'),
};

const step = (title) => console.log(`\n▶ consumer: ${title}`);
const run = (command, args, options = {}) =>
  execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], ...options });

/** The publishable workspace packages (not private), in the workspace order. */
export function publishablePackages() {
  return rootPackage.workspaces
    .map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => !manifest.private);
}

function pack(packages) {
  rmSync(tarballs, { recursive: true, force: true });
  mkdirSync(tarballs, { recursive: true });
  const args = ['pack', '--json', '--pack-destination', tarballs, ...packages.flatMap(({ dir }) => ['-w', dir])];
  return JSON.parse(run('npm', args, { cwd: root }));
}

function prepareApp(packed) {
  mkdirSync(app, { recursive: true });
  for (const entry of ['src', 'public', 'dist', 'index.html', 'tsconfig.json'])
    rmSync(path.join(app, entry), { recursive: true, force: true });
  cpSync(path.join(root, 'scripts/consumer/app'), app, { recursive: true });
  const dependencies = { ...hostDependencies };
  for (const { name, filename } of packed) dependencies[name] = `file:${path.join(tarballs, filename)}`;
  writeFileSync(
    path.join(app, 'package.json'),
    `${JSON.stringify({ name: 'epp-consumer-app', private: true, type: 'module', dependencies }, null, 2)}\n`,
  );
  // a fresh copy of every @epp package (the tarballs change, their paths do not); the rest stays as cache
  rmSync(path.join(app, 'node_modules/@epp'), { recursive: true, force: true });
  rmSync(path.join(app, 'node_modules/.package-lock.json'), { force: true });
  rmSync(path.join(app, 'package-lock.json'), { force: true });
}

function install() {
  run('npm', ['install', '--no-package-lock', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: app,
  });
  // the MSW service worker in the host's public folder, as `npx msw init public/` puts it
  mkdirSync(path.join(app, 'public'), { recursive: true });
  cpSync(path.join(app, 'node_modules/msw/lib/mockServiceWorker.js'), path.join(app, 'public/mockServiceWorker.js'));
}

function typecheck() {
  try {
    // the workspace's compiler (TypeScript 7: the same checks, a fraction of the CPU on a shared machine)
    run(process.execPath, [path.join(root, 'node_modules/typescript7/bin/tsc'), '-p', app]);
  } catch (error) {
    throw new Error(
      `tsc --noEmit (strict, skipLibCheck: false) failed in the host app:\n${error.stdout}${error.stderr}`,
    );
  }
}

async function viteBuild() {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  await build({
    root: app,
    configFile: false,
    logLevel: 'error',
    plugins: [react()],
    build: { outDir: path.join(app, 'dist'), emptyOutDir: true, target: 'es2022' },
  });
}

const started = Date.now();
const packages = publishablePackages();
step(`pack ${packages.map(({ manifest }) => manifest.name).join(', ')}`);
const packed = pack(packages);
for (const { name, size, unpackedSize, entryCount } of packed)
  console.log(
    `  ${name.padEnd(14)} ${(size / 1024).toFixed(1).padStart(7)} kB packed, ${(unpackedSize / 1024).toFixed(0).padStart(5)} kB unpacked, ${entryCount} files`,
  );
step(
  `install into ${app} (no lockfile; host i18next ${hostDependencies.i18next}, react-i18next ${hostDependencies['react-i18next']})`,
);
prepareApp(packed);
install();
step('manifests: declared imports, engines, one copy of each peer');
checkManifests({ root, app, packages });
step('tsc --noEmit (strict, skipLibCheck: false, no @types/node)');
typecheck();
step('vite build');
await viteBuild();
step('headless Chromium: five widgets in et and en-US, each switched to the other; texts on demand');
await checkInBrowser({ root, dist: path.join(app, 'dist'), app });
console.log(
  `\n✔ consumer: a host app installs, type-checks, builds and renders the kit (${((Date.now() - started) / 1000).toFixed(1)} s)`,
);
