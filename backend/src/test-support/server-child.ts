// The whole app listening on loopback in its own process, for the load and kill -9 tests:
//
//   node --import ./tools/ts-node-loader/register.mjs backend/src/test-support/server-child.ts <dataDir>
//
// It boots on <dataDir> (embedded engines, projections inline, scheduler off, the default
// durable event store), listens on a free port and prints "listening <port>".
import type { AddressInfo } from 'node:net';
import { createApp } from '../app.factory.js';
import { createLogger } from '../shared/logging/logger.js';
import { childAppConfig } from './child-config.js';

const [dataDir] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: server-child.ts <dataDir>');

const config = childAppConfig(dataDir, {
  PASSWORD_HASHING: 'fast',
  // The load and kill -9 tests fire bursts from one address on purpose.
  THROTTLE_SCALE: '1000',
  // A claim whose request died with a killed process is taken over after 3 s rather than 30 s:
  // every client of these tests retries only once its connection died, never beside a live
  // request, so the shorter lease changes how long they wait, not what is charged.
  IDEMPOTENCY_LEASE_MS: '3000',
});
const app = await createApp(config, { logger: createLogger('error'), frontendDist: null });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.getHttpServer().address() as AddressInfo;
process.stdout.write(`listening ${address.port}\n`);
