import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOADER = join(ROOT, 'tools/ts-node-loader/register.mjs');

/**
 * Starts `backend/src/test-support/<script>` (TypeScript, through the repository's loader) with
 * `args`, and resolves once its output matches `ready`; rejects with that output if it exits
 * first. For the kill -9 suites: the child is the process that gets killed.
 *
 * @example
 * const child = await startTsChild('relay-child.ts', [dir], /published/, 'relay child');
 * await kill9(child);
 */
export function startTsChild(
  script: string,
  args: readonly string[],
  ready: RegExp,
  label: string,
): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    ['--import', LOADER, join(ROOT, 'backend/src/test-support', script), ...args],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (ready.test(output)) resolve(child);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      reject(new Error(`${label} exited (${String(code)}) before "${ready.source}":\n${output}`));
    });
  });
}

/** Kills the child with SIGKILL (no clean-up runs) and resolves once it has exited. */
export function kill9(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.once('exit', () => {
      resolve();
    });
    child.kill('SIGKILL');
  });
}
