import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { workspaceAliases } from '../../vite.aliases.ts';

export default defineConfig({
  plugins: [react()],
  resolve: { alias: workspaceAliases },
  // public/ of the repository root holds mockServiceWorker.js for the demo mode's MSW worker.
  publicDir: '../../public',
  server: { port: 5173, strictPort: true },
  // The manifest tells scripts/check-budgets.mjs which chunks the first route loads.
  build: { manifest: true },
});
