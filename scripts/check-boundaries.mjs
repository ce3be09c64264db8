// The layer boundaries of DESIGN.md, checked over every source file (part of `npm test`):
//   1. nothing imports upward: each package imports only the @epp packages below it
//      (portal → screens → widgets → ui → i18n; api → core; fixtures → api, core, i18n);
//   2. stories, the portal and other packages import a package only through its public `exports`
//      (`@epp/screens/client`, not `@epp/screens/client/packages`, which works only through the repository alias);
//   3. screens reach react-aria only through @epp/ui (its primitives carry the kit's look and labelling rules);
//   4. inside @epp/screens, the kit and the route table (kit/, routes/) import no screen: they are what every
//      screen builds on, and the registry that loads the screens (route-screens.tsx) sits above them all.
// A violation prints the file, the import and what to import instead, and fails the run.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Where each area's sources are, and the @epp packages it may import (its layer and below). */
const areas = [
  { name: 'core', dir: 'packages/core/src', allowed: [] },
  { name: 'i18n', dir: 'packages/i18n/src', allowed: [] },
  { name: 'api', dir: 'packages/api/src', allowed: ['core'] },
  { name: 'ui', dir: 'packages/ui/src', allowed: ['core', 'i18n'] },
  { name: 'widgets', dir: 'packages/widgets/src', allowed: ['core', 'i18n', 'api', 'ui'] },
  { name: 'screens', dir: 'packages/screens/src', allowed: ['core', 'i18n', 'api', 'ui', 'widgets'] },
  { name: 'fixtures', dir: 'fixtures/src', allowed: ['core', 'i18n', 'api'] },
  // @epp/mocks bundles @epp/fixtures' sources by relative path (fixtures stays private); no @epp import of its own.
  { name: 'mocks', dir: 'packages/mocks/src', allowed: [] },
  { name: 'portal', dir: 'apps/portal/src', allowed: ['core', 'i18n', 'api', 'ui', 'widgets', 'screens', 'fixtures'] },
  { name: 'stories', dir: 'stories', allowed: ['core', 'i18n', 'api', 'ui', 'widgets', 'screens', 'fixtures'] },
  { name: 'storybook', dir: '.storybook', allowed: ['core', 'i18n', 'api', 'ui', 'widgets', 'screens', 'fixtures'] },
];
const packageDirs = {
  core: 'packages/core',
  i18n: 'packages/i18n',
  api: 'packages/api',
  ui: 'packages/ui',
  widgets: 'packages/widgets',
  screens: 'packages/screens',
  fixtures: 'fixtures',
};
/** The floor of @epp/screens (rule 4): folders that may import only each other, never a screen. */
const screensFloor = ['kit', 'routes'].map((folder) => path.join(root, 'packages/screens/src', folder) + path.sep);
const onFloor = (file) => screensFloor.some((folder) => file.startsWith(folder));

/** Imports only @epp/ui may make: the primitives wrap them. */
const uiOnly = [/^react-aria-components$/, /^react-aria$/, /^@react-aria\//, /^@react-stately\//];

const exportsOf = Object.fromEntries(
  Object.entries(packageDirs).map(([name, dir]) => {
    const { exports } = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8'));
    return [
      name,
      Object.keys(exports).map((subpath) => (subpath === '.' ? `@epp/${name}` : `@epp/${name}/${subpath.slice(2)}`)),
    ];
  }),
);

function* sourceFiles(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist' && entry.name !== '__screenshots__')
        yield* sourceFiles(full);
    } else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name)) yield full;
  }
}

const importPattern =
  /(?:^|\s)(?:import|export)\s[^'"`;]*?from\s+['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)|^\s*import\s+['"]([^'"]+)['"]/gm;

/** What an @epp import should be instead: the public entry that exports it. */
function publicEntryFor(specifier) {
  const [, name, sub] = /^@epp\/([^/]+)(?:\/(.+))?$/.exec(specifier) ?? [];
  const entries = exportsOf[name] ?? [];
  const first = sub?.split('/')[0];
  const candidate = entries.find((entry) => entry === `@epp/${name}/${first}`);
  return candidate ?? `@epp/${name}`;
}

const violations = [];
let checked = 0;
for (const area of areas) {
  const dir = path.join(root, area.dir);
  if (!statSync(dir, { throwIfNoEntry: false })) continue;
  for (const file of sourceFiles(dir)) {
    checked += 1;
    const source = readFileSync(file, 'utf8');
    const where = path.relative(root, file);
    for (const match of source.matchAll(importPattern)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      const line = source.slice(0, match.index).split('\n').length + (match[0].startsWith('\n') ? 1 : 0);
      const at = `${where}:${line}`;
      if (area.name === 'screens' && uiOnly.some((pattern) => pattern.test(specifier))) {
        violations.push(
          `${at}: screens reach react-aria only through @epp/ui — import "${specifier}" → use (or add) an @epp/ui primitive`,
        );
        continue;
      }
      if (area.name === 'screens' && specifier.startsWith('.') && onFloor(file)) {
        const target = path.resolve(path.dirname(file), specifier);
        if (!onFloor(target + path.sep) && !onFloor(target)) {
          violations.push(
            `${at}: the screen kit and the route table import no screen — "${specifier}" → move the shared part into kit/, or pass it in`,
          );
        }
        continue;
      }
      const [, name] = /^@epp\/([^/]+)/.exec(specifier) ?? [];
      if (!name) continue;
      if (name === area.name) {
        violations.push(`${at}: "${specifier}" imports its own package by name → use a relative import`);
        continue;
      }
      if (!area.allowed.includes(name)) {
        violations.push(
          `${at}: ${area.name} must not import "${specifier}" (upward or sideways; ${area.name} may import ${area.allowed.map((allowed) => `@epp/${allowed}`).join(', ') || 'no @epp package'}) → move the code down a layer, or pass it in`,
        );
        continue;
      }
      // A bundler's query (Vite's `?worker`, `?url`) names how the entry is loaded, not another entry.
      if (!exportsOf[name]?.includes(specifier.replace(/\?.*$/, ''))) {
        violations.push(
          `${at}: "${specifier}" is not a public entry of @epp/${name} (it resolves only through the repository alias) → import from "${publicEntryFor(specifier)}" (or add an export to packages' package.json)`,
        );
      }
    }
  }
}

if (violations.length > 0) {
  console.error(
    `✖ boundaries: ${violations.length} import(s) cross a layer boundary:\n${violations.map((line) => `  ${line}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(`✔ boundaries: ${checked} files, every import within its layer and through public entries`);
