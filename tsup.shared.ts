// The one tsup configuration every publishable package builds with. Entries come from the package's
// own `exports` map, so adding a subpath export is the only step needed to publish a new module:
// "." builds src/index.ts, "./button" builds src/button/index.ts (or src/button.ts).
//
// Declarations: the TypeScript 7 compiler emits every .d.ts of the package in one pass (it checks the types
// as it goes, against the other packages' built declarations, as a consumer would), and tsup only bundles
// those per entry. Given the source entries instead, tsup's rollup-plugin-dts builds one TypeScript program
// per entry folder — its tsconfig cache hands back the entry's own folder, which never equals the first
// entry's, so every folder starts a program of its own: @epp/ui's 44 entries took 4.6 GB of heap and ~75 s of
// CPU that way. From .d.ts entries it builds no program at all.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Options } from 'tsup';
import { compactStylesPlugin } from './scripts/compact-styles.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

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

/**
 * Emits the package's declarations (each src file → the same path under the returned folder, as .d.ts) with
 * the TypeScript 7 compiler. A type error fails the build here.
 */
function emitDeclarations(dir: string, declarationRoot: string): string {
  const outDir = path.join(root, '.cache/declarations', path.basename(dir));
  rmSync(outDir, { recursive: true, force: true });
  const tsc = path.join(root, 'node_modules/typescript7/bin/tsc');
  const args = [
    '-p',
    'tsconfig.json',
    '--emitDeclarationOnly',
    '--declarationMap',
    'false',
    '--rootDir',
    declarationRoot,
  ];
  execFileSync(process.execPath, [tsc, ...args, '--outDir', outDir], { cwd: dir, stdio: 'inherit' });
  return outDir;
}

/** The entries' emitted declarations: src/button/index.ts → <declarations>/button/index.d.ts. */
function declarationEntries(
  dir: string,
  entries: Record<string, string>,
  declarations: string,
  declarationRoot: string,
): Record<string, string> {
  const from = path.resolve(dir, declarationRoot);
  return Object.fromEntries(
    Object.entries(entries).map(([name, source]) => [
      name,
      path.join(declarations, path.relative(from, path.resolve(dir, source)).replace(/\.tsx?$/, '.d.ts')),
    ]),
  );
}

export interface PackageConfigOptions {
  /**
   * The root of the emitted declarations, relative to the package; `src` by default. @epp/mocks gives the
   * repository root: its entries re-export @epp/fixtures' sources, which it bundles.
   */
  declarationRoot?: string;
  /**
   * Files built beside the entries but not exported (no declarations): a Web Worker's script, which the
   * package's own code starts by its URL next to its chunks.
   */
  extraEntries?: Record<string, string>;
}

export function packageConfig(
  overrides: Options = {},
  { declarationRoot = 'src', extraEntries = {} }: PackageConfigOptions = {},
) {
  const dir = process.cwd();
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports: ExportsMap };
  const entry = entriesFromExports(dir, pkg.exports);
  const declarations = emitDeclarations(dir, declarationRoot);
  return defineConfig({
    entry: { ...entry, ...extraEntries },
    format: ['esm', 'cjs'],
    dts: { entry: declarationEntries(dir, entry, declarations, declarationRoot) },
    // No source maps: the output is not minified (readable as it is), and maps doubled the tarballs.
    sourcemap: false,
    clean: true,
    splitting: true,
    treeshake: true,
    target: 'es2022',
    tsconfig: 'tsconfig.json',
    // dependencies and peerDependencies stay external (tsup's default); jsx-runtime is added for React packages
    external: ['react/jsx-runtime'],
    ...overrides,
    // every package's CSS templates ship compacted (scripts/compact-styles.mjs); a package's own plugins load first
    esbuildPlugins: [...(overrides.esbuildPlugins ?? []), compactStylesPlugin()],
  });
}
