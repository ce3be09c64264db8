// publint and @arethetypeswrong/cli on every publishable workspace package (run after `npm run build`).
// attw uses the node16 profile: the ESM and CJS resolutions of Node 16+ and bundlers. The legacy node10
// resolution cannot see subpath exports at all, and every supported Node reads `exports`.
// Then no built declaration may name a .json module: the d.ts bundler leaves such an import unresolved or turns
// the JSON into namespaces with renamed keys (it published `status_9` for `status`); type texts by a TS type.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = JSON.parse(readFileSync('package.json', 'utf8'));
const publishable = root.workspaces.filter(
  (dir) => !JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).private,
);
const bin = (name) => path.join('node_modules', '.bin', name);

let failed = 0;
for (const dir of publishable) {
  for (const [tool, args] of [
    ['publint', [dir, '--strict']],
    ['attw', ['--pack', dir, '--profile', 'node16', '--format', 'table-flipped']],
  ]) {
    try {
      execFileSync(bin(tool), args, { stdio: 'pipe', encoding: 'utf8' });
      console.log(`✔ ${tool} ${dir}`);
    } catch (error) {
      failed += 1;
      console.error(`✖ ${tool} ${dir}\n${error.stdout ?? ''}${error.stderr ?? ''}`);
    }
  }
}
const JSON_MODULE = /(?:from\s+|import\(\s*)['"][^'"]+\.json['"]/;
for (const dir of publishable) {
  const dist = path.join(dir, 'dist');
  const named = readdirSync(dist).filter(
    (file) => /\.d\.c?ts$/.test(file) && JSON_MODULE.test(readFileSync(path.join(dist, file), 'utf8')),
  );
  if (named.length === 0) continue;
  failed += 1;
  console.error(`✖ ${dir}: declarations that name a .json module: ${named.join(', ')}`);
}
process.exit(failed ? 1 : 0);
