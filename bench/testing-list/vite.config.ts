// The Testing list bench page (bench/testing-list.mjs builds it): the real screen, for production.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../vite.aliases.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  logLevel: 'warn',
  build: { outDir: path.join(here, '../out/testing-list'), emptyOutDir: true, chunkSizeWarningLimit: 5000 },
});
