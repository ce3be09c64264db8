// The consumer test's manifest checks, on the installed app: what each package imports is declared, its
// `engines` are true to what it depends on, and the host has one copy of each shared library.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import semver from 'semver';

/** Libraries with state or types shared with the host: a second copy splits the instance (raw keys, no theme). */
const SINGLETONS = [
  'i18next',
  'react-i18next',
  'react',
  'react-dom',
  'styled-components',
  '@tanstack/react-query',
  'msw',
];

// The name must be the whole argument: tsup's CommonJS stand-in for `import.meta.url` writes
// `require('u' + 'rl')` (Node's own url, split so bundlers leave it alone), which is not an import of "u".
const IMPORT =
  /(?:(?:^|[\s};])from\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|^\s*import\s+)["']([@a-z0-9][\w@./-]*)["'](?!\s*\+)/gm;
const packageOf = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');
const isBuiltin = (name) => name.startsWith('node:') || builtinModules.includes(name);

function importsIn(text) {
  return new Set([...text.matchAll(IMPORT)].map((match) => packageOf(match[1])).filter((name) => !isBuiltin(name)));
}

/** The code blocks of a README (```ts, ```tsx, ```js). */
function readmeCode(file) {
  if (!existsSync(file)) return '';
  return [...readFileSync(file, 'utf8').matchAll(/```(?:tsx?|jsx?)\n([\s\S]*?)```/g)]
    .map((match) => match[1])
    .join('\n');
}

function undeclaredImports(dir, manifest) {
  const declared = new Set([
    manifest.name,
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.peerDependencies ?? {}),
  ]);
  const problems = [];
  const dist = path.join(dir, 'dist');
  for (const file of readdirSync(dist).filter((name) => /\.(c?js|d\.c?ts)$/.test(name))) {
    for (const name of importsIn(readFileSync(path.join(dist, file), 'utf8')))
      if (!declared.has(name))
        problems.push(`${manifest.name}: dist/${file} imports "${name}", not a dependency or peer`);
  }
  for (const name of importsIn(readmeCode(path.join(dir, 'README.md'))))
    if (!declared.has(name))
      problems.push(`${manifest.name}: its README's example imports "${name}", not a dependency or peer`);
  return problems;
}

/** The installed copy a package would load: nested under it first, then the app's top level. */
function installedManifest(app, from, name) {
  for (const candidate of [path.join(from, 'node_modules', name), path.join(app, 'node_modules', name)]) {
    const file = path.join(candidate, 'package.json');
    if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  }
  return undefined;
}

function untrueEngines(app, installedDir, manifest) {
  const own = manifest.engines?.node;
  if (!own) return [`${manifest.name}: no engines.node`];
  const problems = [];
  for (const name of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
    const needed = installedManifest(app, installedDir, name)?.engines?.node;
    if (needed && !semver.subset(own, needed, { includePrerelease: false }))
      problems.push(`${manifest.name}: engines.node "${own}" but ${name} needs "${needed}"`);
  }
  return problems;
}

function copiesOf(dir, names, found = new Map()) {
  const modules = path.join(dir, 'node_modules');
  if (!existsSync(modules)) return found;
  for (const entry of readdirSync(modules)) {
    if (entry.startsWith('.')) continue;
    const children = entry.startsWith('@')
      ? readdirSync(path.join(modules, entry)).map((child) => `${entry}/${child}`)
      : [entry];
    for (const name of children) {
      const where = path.join(modules, name);
      if (names.includes(name)) found.set(name, [...(found.get(name) ?? []), where]);
      copiesOf(where, names, found);
    }
  }
  return found;
}

export function checkManifests({ root, app, packages }) {
  const problems = [];
  for (const { dir, manifest } of packages) {
    problems.push(...undeclaredImports(path.join(root, dir), manifest));
    problems.push(...untrueEngines(app, path.join(app, 'node_modules', manifest.name), manifest));
  }
  for (const [name, copies] of copiesOf(app, SINGLETONS))
    if (copies.length > 1) problems.push(`the host has ${copies.length} copies of ${name}: ${copies.join(', ')}`);
  if (problems.length > 0) throw new Error(`manifests:\n  ${problems.join('\n  ')}`);
  console.log(`  ✔ ${packages.length} packages: imports declared, engines true, one copy of ${SINGLETONS.join(', ')}`);
}
