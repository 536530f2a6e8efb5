import { fileURLToPath } from 'node:url';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import MagicString from 'magic-string';
import { parseAst } from 'rolldown/parseAst';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import {
  isServerPath,
  SERVER_PATH_PREFIXES,
  serverPathPatterns,
} from '../contracts/src/shared/server-paths';

const backend = 'http://localhost:3000';

/**
 * Contracts' schemas are built at module level (`export const X = z.object(...)`); a bundler
 * must assume such a call has side effects and keeps every schema of a module the app touches
 * for one constant. Contracts build values only (no registries; `sideEffects: false` in its
 * package.json), so each top-level `const` initialised by a call or `new` is marked pure: an
 * unused schema is dropped, and the first screen carries only the schemas it uses
 * (`npm run bench -- web`).
 */
function pureContractValues(): Plugin {
  const contracts = fileURLToPath(new URL('../contracts/src/', import.meta.url));
  return {
    name: 'flirtwire:pure-contract-values',
    enforce: 'pre',
    transform(code, id) {
      if (!id.startsWith(contracts) || !id.endsWith('.ts') || id.endsWith('.spec.ts')) return null;
      const program = parseAst(code, { lang: 'ts' }, id);
      const out = new MagicString(code);
      for (const statement of program.body) {
        const declaration =
          statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration') continue;
        for (const { init } of declaration.declarations) {
          if (init?.type !== 'CallExpression' && init?.type !== 'NewExpression') continue;
          out.appendLeft(init.start, '/* @__PURE__ */ (() => ');
          out.prependRight(init.end, ')()');
        }
      }
      return out.hasChanged()
        ? { code: out.toString(), map: out.generateMap({ hires: true }) }
        : null;
    },
  };
}

export default defineConfig({
  // The router plugin must run before React's: it splits each route's component into its own
  // chunk (settings in tsr.config.json), so AG Grid and Recharts load only on their routes.
  // Loaders get chunks of their own too: the queries of one screen stay out of the entry chunk
  // (the feed's first screen budget, `npm run bench -- web`).
  plugins: [
    pureContractValues(),
    tanstackRouter({
      codeSplittingOptions: {
        defaultBehavior: [['loader'], ['component'], ['errorComponent'], ['notFoundComponent']],
      },
    }),
    react(),
    // The installable web app: a manifest and a Workbox service worker that precaches the
    // built app, so it starts offline (and shows 'You're Offline!') once installed.
    VitePWA({
      registerType: 'autoUpdate',
      // Registered from main.tsx (no inline script: the CSP forbids it).
      injectRegister: null,
      includeAssets: ['icons/apple-touch-icon.png'],
      manifest: {
        name: 'Flirtwire',
        short_name: 'Flirtwire',
        description: 'Call, chat, tip and subscribe to the Flirts you like.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#17131d',
        theme_color: '#211a2b',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/icons/icon-maskable-512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // One file at the root: the backend serves exactly sw.js, the manifest and the icons.
        inlineWorkboxRuntime: true,
        globPatterns: ['**/*.{js,css,html,png}'],
        // The app shell and the screens are precached; the grid library (AG Grid's ESM bundle,
        // over 1 MB and only on My Customers) is cached the first time it is used instead.
        globIgnores: ['**/index.esm-*.js'],
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
            handler: 'CacheFirst',
            options: { cacheName: 'assets', expiration: { maxEntries: 200 } },
          },
        ],
        navigateFallback: '/index.html',
        // Navigations to the API and server pages are never answered with the app.
        navigateFallbackDenylist: serverPathPatterns(),
      },
    }),
  ],
  resolve: {
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    // Everything the server answers itself goes to it, except the app's pages under its
    // prefixes (the auditor console at /audit/console).
    proxy: Object.fromEntries(
      SERVER_PATH_PREFIXES.map((prefix) => [
        prefix,
        {
          target: backend,
          ws: prefix === '/socket.io',
          bypass: (request: { url?: string }) =>
            request.url !== undefined && !isServerPath(request.url) ? request.url : undefined,
        },
      ]),
    ),
  },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // The manifest lets `npm run bench -- web` find the first screen's chunks.
    manifest: true,
    // AG Grid's chunk (only on /my_customers) is ~780 kB before gzip; that is expected.
    chunkSizeWarningLimit: 850,
    // Fewer files on a first visit (docs/adr/0129): React, the router and the query client,
    // and the app's own request and session code, are each one chunk. Every screen loads them
    // with the entry; split by the bundler, they were some twenty files of a few kB, and on a
    // slow phone network six files at a time is what a first visit waited on.
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'framework',
              test: /node_modules[\\/](react|react-dom|scheduler|use-sync-external-store|@tanstack[\\/](react-query|query-core|react-router|router-core|history|react-store|store))[\\/]/,
              priority: 20,
            },
            {
              name: 'app-core',
              test: /frontend[\\/]src[\\/]lib[\\/](api-client|lazy-parse|session|search-schema|guards)\.tsx?$/,
              priority: 15,
            },
          ],
        },
      },
    },
  },
});
