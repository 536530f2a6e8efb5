// Runs the TypeScript sources directly under plain Node (20.19+, 22, 24), without a build:
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/some-script.ts
//
// Each .ts file is compiled by @swc/core with the repository's .swcrc (decorators included);
// `@flirtwire/contracts` and `@flirtwire/projections` resolve to their src/index.ts, and a
// relative `./x.js` import resolves to `./x.ts` when only the source exists. Used by tests that
// must run code in a separate process (kill -9 and restart tests), where Jest cannot help.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
