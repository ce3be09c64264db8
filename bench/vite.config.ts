// The benchmark app: one production page per contender, each with its own JS, so sizes compare.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../vite.aliases.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export default defineConfig({
  root: here,
  base: './',
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  logLevel: 'warn',
  build: {
    outDir: path.join(here, 'out/dist'),
    emptyOutDir: true,
    manifest: true,
    minify: process.env.BENCH_PROFILE ? false : 'oxc',
    chunkSizeWarningLimit: 5000,
    rollupOptions: {
      input: {
        ours: path.join(here, 'pages/ours.html'),
        aggrid: path.join(here, 'pages/aggrid.html'),
        mrt: path.join(here, 'pages/mrt.html'),
        baseline: path.join(here, 'pages/baseline.html'),
        applications: path.join(here, 'pages/applications.html'),
      },
    },
  },
});
