import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
export const ADMIN_PASSWORD = 'e2e-admin-password-1';
export const SERVICE_TOKEN = 'e2e-service-token-0123456789abcdef';

export interface RunningServer {
  readonly baseUrl: string;
  readonly dataDir: string;
  /** What the server printed (for a failing test's message). */
  readonly output: () => string;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => {
        resolve(port);
      });
    });
  });
}

async function waitForHealth(
  baseUrl: string,
  child: ChildProcess,
  output: () => string,
  /** Tenths of a second to wait: a server that seeds demo data first starts later. */
  attempts = 600,
): Promise<void> {
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (child.exitCode !== null)
      throw new Error(`the backend exited (${String(child.exitCode)}):\n${output()}`);
    try {
      const response = await fetch(`${baseUrl}/health`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the backend did not become healthy:\n${output()}`);
}

/**
 * The whole backend in its own process on a free port, with a fresh data folder, serving the
 * built dashboard (frontend/dist) on the same origin: what `npm start` runs, from the sources.
 */
export async function startServer(
  /** Extra environment (e.g. FEATURE_FLAGS) for this server only. */
  env: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'flirtwire-e2e-'));
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  let log = '';
  const child = spawn(
    process.execPath,
    ['--import', './tools/ts-node-loader/register.mjs', 'backend/src/main.ts'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        EVENT_STORE_URL: `sqlite:${join(dataDir, 'events.db')}?synchronous=NORMAL`,
        LOG_LEVEL: 'warn',
        SEED: 'off',
        ADMIN_PASSWORD,
        PASSWORD_HASHING: 'fast',
        // Every browser test signs up and pays from 127.0.0.1: the throttles count 1,000 times higher.
        THROTTLE_SCALE: '1000',
        SERVICE_API_TOKEN: SERVICE_TOKEN,
        COOKIE_SECURE: 'false',
        SOCIAL_SANDBOX: 'on',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const output = () => log;
  await waitForHealth(baseUrl, child, output, env.SEED === 'auto' ? 6_000 : 600);
  return {
    baseUrl,
    dataDir,
    output,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
