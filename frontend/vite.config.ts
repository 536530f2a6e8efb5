import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const backend = 'http://localhost:3000';

export default defineConfig({
  // The router plugin must run before React's: it splits each route's component into its own
  // chunk (settings in tsr.config.json), so AG Grid and Recharts load only on their routes.
  plugins: [tanstackRouter(), react()],
  resolve: {
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/client_api': backend,
      '/feeds': backend,
      '/finance': backend,
      // The auditor console's pages (/audit/console) are the app's; the rest of /audit is the API.
      '/audit': {
        target: backend,
        bypass: (request) => (request.url?.startsWith('/audit/console') ? request.url : undefined),
      },
      '/ops': backend,
      '/health': backend,
      '/sandbox-gateway': backend,
      '/dev': backend,
      // Social shouts: account linking (a page navigation) and the Bluesky link.
      '/auth': backend,
      '/bluesky': backend,
      '/socket.io': { target: backend, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest lets `npm run bench -- web` find the first screen's chunks.
    manifest: true,
    // AG Grid's chunk (only on /my_customers) is ~780 kB before gzip; that is expected.
    chunkSizeWarningLimit: 850,
  },
});
