import { packageConfig } from '../../tsup.shared';

/**
 * The import preview's Web Worker is a file of its own in dist (`sheet-worker.js`, an ES module, for both
 * formats: a module worker cannot `require`). In the sources the preview starts it as `./sheet-worker.ts`, which
 * Vite (the portal, Storybook) bundles; the package's chunks sit next to it in dist, so there it is `./sheet-worker.js`.
 */
const WORKER_SOURCE = 'src/import-dropzone/sheet-worker.ts';

export default packageConfig(
  {
    esbuildPlugins: [
      {
        name: 'sheet-worker-url',
        setup(build) {
          build.onLoad({ filter: /import-dropzone[\\/]read-sheet-preview\.ts$/ }, async ({ path }) => {
            const { readFile } = await import('node:fs/promises');
            const source = await readFile(path, 'utf8');
            return { contents: source.replace("'./sheet-worker.ts'", "'./sheet-worker.js'"), loader: 'ts' };
          });
        },
      },
    ],
  },
  { extraEntries: { 'sheet-worker': WORKER_SOURCE } },
);
