// Jest globalSetup of the backend project: on a whole run (`npm test`, not a run of some files),
// starts seeding the harness's population at once, in the background (seed-ahead.ts), while
// Jest builds the dashboard and starts its workers. It returns at once; nothing waits for it
// here.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { runsSomeFiles } from '../../../tools/jest/narrowed-run.js';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));

export default function globalSetup() {
  if (runsSomeFiles(process.argv.slice(2))) return;
  const child = spawn(
    process.execPath,
    [
      '--import',
      './tools/ts-node-loader/register.mjs',
      '--import',
      './tools/exit-with-parent.mjs',
      'backend/src/test-support/seed-ahead.ts',
    ],
    // Its stdin is a pipe from Jest: when Jest ends, however, the seed ends too.
    { cwd: ROOT, stdio: ['pipe', 'ignore', 'ignore'] },
  );
  child.stdin.on('error', () => undefined);
  child.unref();
  child.stdin.unref?.();
}
