// `npm run release:dry`: what a release would publish, without publishing. The pending changesets and the version
// each package would get (`changeset status --verbose`), then every publishable package packed dry
// (`npm pack --dry-run`): its tarball's size, unpacked size and file count, and the files by kind, so a file a
// host does not need (a source map, a test, a fixture) shows here. Run it after `npm run build`.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const rootPackage = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const publishable = rootPackage.workspaces.filter(
  (dir) => !JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).private,
);
const missing = publishable.filter((dir) => !existsSync(path.join(root, dir, 'dist')));
if (missing.length > 0) {
  console.error(`✖ release:dry: no dist/ in ${missing.join(', ')}: run \`npm run build\` first`);
  process.exit(1);
}

console.log('▶ changeset status --verbose');
execFileSync(path.join(root, 'node_modules/.bin/changeset'), ['status', '--verbose'], { cwd: root, stdio: 'inherit' });

console.log('\n▶ npm pack --dry-run, per publishable package');
const packs = JSON.parse(
  execFileSync('npm', ['pack', '--dry-run', '--json', ...publishable.flatMap((dir) => ['-w', dir])], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  }),
);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;
const kindOf = (file) => /(\.d\.c?ts|\.c?js|\.map|\.md|\.json)$/.exec(file)?.[1] ?? path.extname(file);
let total = 0;
for (const { name, version, size, unpackedSize, entryCount, files } of packs) {
  total += size;
  const kinds = {};
  for (const { path: file } of files) kinds[kindOf(file)] = (kinds[kindOf(file)] ?? 0) + 1;
  const byKind = Object.entries(kinds)
    .sort(([, a], [, b]) => b - a)
    .map(([kind, count]) => `${count} ${kind}`)
    .join(', ');
  console.log(
    `${`${name}@${version}`.padEnd(22)} ${kb(size).padStart(9)} packed ${kb(unpackedSize).padStart(10)} unpacked ${String(entryCount).padStart(4)} files (${byKind})`,
  );
}
console.log(`${'all'.padEnd(22)} ${kb(total).padStart(9)} packed`);
