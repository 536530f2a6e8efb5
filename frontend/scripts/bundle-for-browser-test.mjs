// Bundles one page of a component test (`*.browser.spec.ts`) into a single script on stdout,
// the way the dashboard is built (Vite, the React plugin, the `@/` alias), so a test can load
// it into Chromium with no server. Usage: node bundle-for-browser-test.mjs <entry> <mode>
// where mode is `production` or `development` (React's development build: StrictMode checks).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const [entry, mode = 'production'] = process.argv.slice(2);
if (!entry) throw new Error('usage: bundle-for-browser-test.mjs <entry> [production|development]');

const frontend = fileURLToPath(new URL('..', import.meta.url));
const output = await build({
  configFile: false,
  root: frontend,
  mode,
  logLevel: 'silent',
  plugins: [react()],
  resolve: {
    conditions: ['source'],
    alias: { '@': fileURLToPath(new URL('../src', import.meta.url)) },
  },
  define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
  build: {
    write: false,
    minify: false,
    sourcemap: false,
    copyPublicDir: false,
    rolldownOptions: { input: entry, output: { format: 'iife' } },
  },
});
const bundles = Array.isArray(output) ? output : [output];
const chunk = bundles
  .flatMap((bundle) => ('output' in bundle ? bundle.output : []))
  .find((file) => file.type === 'chunk' && file.isEntry);
if (!chunk || chunk.type !== 'chunk') throw new Error(`no entry chunk built from ${entry}`);
process.stdout.write(chunk.code);
