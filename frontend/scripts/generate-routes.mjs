// Generates src/routeTree.gen.ts from the file routes (the Vite plugin does the same during
// `vite build` and `vite dev`); `npm run typecheck` needs it before tsc runs. Settings live in
// tsr.config.json, shared with the plugin.
import { fileURLToPath } from 'node:url';
import { Generator, getConfig } from '@tanstack/router-generator';

const root = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ disableLogging: true }, root);
await new Generator({ config, root }).run();
