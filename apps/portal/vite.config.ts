import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv } from 'vite';
import { workspaceAliases } from '../../vite.aliases.ts';
import { cspPlugin } from './src/csp.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [react(), cspPlugin(env.VITE_API_BASE_URL)],
    resolve: { alias: workspaceAliases },
    // public/ of the repository root holds mockServiceWorker.js for the demo mode's MSW worker.
    publicDir: '../../public',
    server: { port: 5173, strictPort: true },
    preview: { port: 4173, strictPort: false },
    // The manifest tells scripts/check-budgets.mjs which chunks the first route loads.
    build: { manifest: true },
  };
});
