import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const LOADER = join(ROOT, 'tools/ts-node-loader/register.mjs');
const CHILD = join(ROOT, 'backend/src/test-support/server-child.ts');

/** The whole app in a child process (server-child.ts), on a data folder, to kill -9 and restart. */
export interface ChildServer {
  readonly child: ChildProcess;
  readonly url: string;
  readonly exited: Promise<number | null>;
}

/** Starts the app on `dataDir` in a child process and resolves once it listens. */
export async function startChildServer(dataDir: string): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', LOADER, CHILD, dataDir], {
    cwd: ROOT,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /listening (\d+)/.exec(out);
      if (match?.[1]) resolve(Number(match[1]));
    });
    void exited.then((code) => {
      reject(new Error(`server exited with ${String(code)}: ${errors}`));
    });
  });
  return { child, url: `http://127.0.0.1:${String(port)}`, exited };
}
