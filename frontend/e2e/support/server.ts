import type { BrowserType } from 'playwright-core';
import {
  ADMIN_PASSWORD,
  type RunningServer,
  SERVICE_TOKEN,
  spawnServer,
} from './server-process.mjs';

export { ADMIN_PASSWORD, type RunningServer, SERVICE_TOKEN };

/** What the e2e project's Jest environment (environment.mjs) hands each suite of a worker. */
interface WorkerApps {
  sharedServer(
    env: Readonly<Record<string, string>>,
  ): Promise<Pick<RunningServer, 'baseUrl' | 'dataDir' | 'output'>>;
  /** The worker's Chromium: its headless shell, or the whole browser (`full`). */
  browserEndpoint(full?: boolean): Promise<string>;
  next(name: string): number;
  /** The worker's playwright-core Chromium, loaded once outside the suites' module registries. */
  readonly chromium: BrowserType;
}

export function workerApps(): WorkerApps | undefined {
  return (globalThis as { __flirtwireWorker?: WorkerApps }).__flirtwireWorker;
}

const local = new Map<string, number>();

/**
 * The next number of a sequence shared by the worker's suites (they share its servers, so a
 * login or a phone number must not repeat between them); the suite's own outside Jest's workers.
 */
export function nextInWorker(name: string): number {
  const worker = workerApps();
  if (worker) return worker.next(name);
  const value = (local.get(name) ?? 0) + 1;
  local.set(name, value);
  return value;
}

/**
 * A backend of the suite's own, empty, on a free port, serving the built dashboard
 * (frontend/dist) on the same origin: what `npm start` runs, from the sources. Takes seconds
 * to start; a suite that does not need an empty backend shares its worker's (`sharedServer`).
 */
export function startServer(
  /** Extra environment (e.g. FEATURE_FLAGS) for this server only. */
  env: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  return spawnServer(env);
}

/**
 * The backend this Jest worker shares between its browser suites (one per `env`), started by
 * the first suite that asks. Its data is every earlier suite's too: a suite signs up its own
 * people and finds its rows by them. `stop()` leaves it running for the next suite.
 */
export async function sharedServer(
  env: Readonly<Record<string, string>> = {},
): Promise<RunningServer> {
  const worker = workerApps();
  if (!worker) return startServer(env);
  const server = await worker.sharedServer(env);
  return {
    baseUrl: server.baseUrl,
    dataDir: server.dataDir,
    output: () => server.output(),
    kill() {},
    async stop() {},
  };
}
