// The whole backend in its own process, from the sources (plain JavaScript: both the browser
// suites, through server.ts, and the e2e project's Jest environment, which keeps one server per
// worker outside the suites' module registries, start servers with it).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const WATCHDOG = fileURLToPath(new URL('../../../tools/exit-with-parent.mjs', import.meta.url));
export const ADMIN_PASSWORD = 'e2e-admin-password-1';
export const SERVICE_TOKEN = 'e2e-service-token-0123456789abcdef';

const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-dev-shm-usage',
];
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * How the suites start Debian's Chromium (installed by .ci/run); nothing downloads a browser.
 * Its headless shell when installed (Debian's `chromium-headless-shell`, the same Blink without
 * the browser's windowing: about a third less CPU for the same suites, ADR 0132), else
 * `chromium`; `CHROMIUM_PATH` names either.
 */
export const CHROMIUM_LAUNCH = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: CHROMIUM_ARGS,
};

/**
 * The whole browser, for the suites that test what it asks a person itself (`prompts: true`):
 * the headless shell answers `Notification.permission` with "denied", so the push prompt never
 * shows there.
 */
export const FULL_CHROMIUM_LAUNCH = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: CHROMIUM_ARGS,
};

function freePort() {
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

// `attempts` tenths of a second: a server that seeds demo data first (SEED=auto) starts later.
async function waitForHealth(baseUrl, child, output, attempts = 600) {
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
 * Starts the backend on a free port with a fresh data folder, serving the built dashboard
 * (frontend/dist) on the same origin: what `npm start` runs. It exits with the process that
 * started it, however that one ends (its stdin closes), and removes its data folder then.
 *
 * @param {Readonly<Record<string, string>>} env extra environment (e.g. FEATURE_FLAGS)
 * @returns {Promise<import('./server-process.d.mts').RunningServer>}
 */
export async function spawnServer(env = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'flirtwire-e2e-'));
  const baseUrl = `http://127.0.0.1:${String(port)}`;
  let log = '';
  const child = spawn(
    process.execPath,
    [
      '--import',
      './tools/ts-node-loader/register.mjs',
      '--import',
      WATCHDOG,
      'backend/src/main.ts',
    ],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        REMOVE_ON_PARENT_EXIT: dataDir,
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
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  // The pipe stays open while this process lives; the server must not keep it alive.
  child.stdin.on('error', () => {});
  child.unref();
  for (const stream of [child.stdin, child.stdout, child.stderr]) stream.unref?.();
  const output = () => log;
  await waitForHealth(baseUrl, child, output, env.SEED === 'auto' ? 6_000 : 600);
  return {
    baseUrl,
    dataDir,
    output,
    kill() {
      // exit-with-parent.mjs ends the server (and removes its data folder) when stdin closes.
      child.stdin.end();
    },
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
