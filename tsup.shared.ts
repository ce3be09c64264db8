// The one tsup configuration every publishable package builds with. Entries come from the package's
// own `exports` map, so adding a subpath export is the only step needed to publish a new module:
// "." builds src/index.ts, "./button" builds src/button/index.ts (or src/button.ts).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type Options } from 'tsup';

type ExportsMap = Record<string, unknown>;

function entriesFromExports(dir: string, exportsMap: ExportsMap): Record<string, string> {
  const entries: Record<string, string> = {};
  for (const subpath of Object.keys(exportsMap)) {
    if (subpath === './package.json' || subpath.includes('*')) continue;
    const name = subpath === '.' ? 'index' : subpath.slice(2);
    const candidates = [`src/${name}/index.ts`, `src/${name}/index.tsx`, `src/${name}.ts`, `src/${name}.tsx`];
    const source = candidates.find((candidate) => existsSync(path.join(dir, candidate)));
    if (!source)
      throw new Error(`${dir}: export "${subpath}" has no source file (looked for ${candidates.join(', ')})`);
    entries[name] = source;
  }
  return entries;
}

export function packageConfig(overrides: Options = {}) {
  const dir = process.cwd();
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports: ExportsMap };
  return defineConfig({
    entry: entriesFromExports(dir, pkg.exports),
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    tsconfig: 'tsconfig.json',
    // dependencies and peerDependencies stay external (tsup's default); jsx-runtime is added for React packages
    external: ['react/jsx-runtime'],
    ...overrides,
  });
}
