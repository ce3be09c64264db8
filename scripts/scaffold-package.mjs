#!/usr/bin/env node
// Creates a new workspace package with the same scaffolding as every other one:
//   node scripts/scaffold-package.mjs <name> [--react] [--private] "<description>"
// Same package.json shape, tsconfig, tsup config and README, so knowing one package means knowing all.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const args = process.argv.slice(2);
const name = args.find((a) => !a.startsWith('--'));
const description = args.filter((a) => !a.startsWith('--'))[1] ?? '';
if (!name || !/^[a-z][a-z0-9-]*$/.test(name)) {
  console.error('usage: node scripts/scaffold-package.mjs <kebab-name> [--react] [--private] "<description>"');
  process.exit(2);
}
const dir = path.join('packages', name);
if (existsSync(dir)) {
  console.error(`${dir} exists already`);
  process.exit(2);
}

const exportsFor = (subpath) => {
  const file = subpath === '.' ? 'index' : subpath.slice(2);
  return {
    import: { types: `./dist/${file}.d.ts`, default: `./dist/${file}.js` },
    require: { types: `./dist/${file}.d.cts`, default: `./dist/${file}.cjs` },
  };
};

const pkg = {
  name: `@epp/${name}`,
  version: '0.1.0',
  description,
  license: 'UNLICENSED',
  ...(args.includes('--private') ? { private: true } : {}),
  type: 'module',
  sideEffects: false,
  main: './dist/index.cjs',
  module: './dist/index.js',
  types: './dist/index.d.cts',
  exports: { '.': exportsFor('.'), './package.json': './package.json' },
  files: ['dist', 'README.md'],
  engines: { node: '>=20' },
  scripts: { build: 'tsup' },
  ...(args.includes('--react') ? { peerDependencies: { react: '^19.0.0', 'react-dom': '^19.0.0' } } : {}),
};
mkdirSync(path.join(dir, 'src'), { recursive: true });
writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
writeFileSync(
  path.join(dir, 'tsconfig.json'),
  `${JSON.stringify({ extends: '../../tsconfig.base.json', include: ['src'], exclude: ['src/**/*.test.ts', 'src/**/*.test.tsx'] }, null, 2)}\n`,
);
writeFileSync(
  path.join(dir, 'tsup.config.ts'),
  "import { packageConfig } from '../../tsup.shared';\n\nexport default packageConfig();\n",
);
writeFileSync(path.join(dir, 'src/index.ts'), 'export {};\n');
writeFileSync(path.join(dir, 'README.md'), `# @epp/${name}\n\n${description}\n`);
console.log(`created ${dir}`);
