// The e2e project's Jest environment. Jest loads it once per worker process, outside the
// suites' module registries, so what it keeps lives as long as the worker: one backend per
// server configuration (started when a suite first asks) and one Chromium, which every suite
// of the worker shares (support/suite.ts). Each suite still signs up its own people, so its
// data is its own; a suite that needs an empty backend starts its own (support/server.ts).
import { TestEnvironment } from 'jest-environment-node';
import { chromium } from 'playwright-core';
import { CHROMIUM_LAUNCH, FULL_CHROMIUM_LAUNCH, spawnServer } from './server-process.mjs';

/** @type {Map<string, Promise<import('./server-process.d.mts').RunningServer>>} */
const servers = new Map();
/**
 * The worker's Chromium by kind: `shell` for most suites, `full` for those that test the
 * browser's own prompts (server-process.mjs), each started when a suite first asks.
 * @type {Map<'shell' | 'full', Promise<import('playwright-core').BrowserServer>>}
 */
const browserServers = new Map();
/** @type {import('./server-process.d.mts').RunningServer[]} */
const running = [];

function sharedServer(env) {
  const key = JSON.stringify(Object.entries(env ?? {}).sort());
  let server = servers.get(key);
  if (!server) {
    server = spawnServer(env ?? {});
    server.then(
      (started) => running.push(started),
      () => {},
    );
    // A failed start is not kept: the next suite tries again.
    server.catch(() => servers.delete(key));
    servers.set(key, server);
  }
  return server.then(({ baseUrl, dataDir, output }) => ({ baseUrl, dataDir, output }));
}

/** @param {boolean} [full] the whole browser instead of its headless shell */
async function browserEndpoint(full = false) {
  const kind = full ? 'full' : 'shell';
  let server = browserServers.get(kind);
  if (!server) {
    server = chromium.launchServer(full ? FULL_CHROMIUM_LAUNCH : CHROMIUM_LAUNCH);
    browserServers.set(kind, server);
  }
  try {
    return (await server).wsEndpoint();
  } catch (error) {
    browserServers.delete(kind);
    throw error;
  }
}

/** @type {Map<string, number>} */
const counters = new Map();

/** The next number of a worker-wide sequence: unique on the worker's servers (logins, phones). */
function next(name) {
  const value = (counters.get(name) ?? 0) + 1;
  counters.set(name, value);
  return value;
}

/** Ends the worker's backends and its Chromium, so nothing keeps the process alive. */
async function endShared() {
  for (const server of running.splice(0)) server.kill();
  servers.clear();
  const browsers = [...browserServers.values()];
  browserServers.clear();
  await Promise.all(
    browsers.map((browser) =>
      browser.then(
        (b) => b.close(),
        () => {},
      ),
    ),
  );
}

// Jest ends a worker by a message, then waits for its event loop to empty (jest-worker's
// CHILD_MESSAGE_END): the shared backends and Chromium end then. Run in band (one suite, or -i),
// there is no worker: each suite's teardown ends them.
const IN_WORKER = typeof process.send === 'function';
const CHILD_MESSAGE_END = 2;
process.on('message', (message) => {
  if (Array.isArray(message) && message[0] === CHILD_MESSAGE_END) void endShared();
});

export default class SharedAppEnvironment extends TestEnvironment {
  async setup() {
    await super.setup();
    this.global.__flirtwireWorker = { sharedServer, browserEndpoint, next, chromium };
  }

  async teardown() {
    if (!IN_WORKER) await endShared();
    await super.teardown();
  }
}
