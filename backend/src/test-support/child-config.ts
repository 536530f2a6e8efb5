import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createApp } from '../app.factory.js';
import { type AppConfig, loadConfig } from '../config/app-config.js';
import { createLogger } from '../shared/logging/logger.js';
import { TEST_ADMIN_PASSWORD } from './test-app.js';

/**
 * The configuration of the app in a child process of a test (server-child.ts, the job children):
 * on `dataDir`, logging errors only, no seed, no scheduler, the test admin; `env` adds to it.
 */
export function childAppConfig(dataDir: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'error',
    SEED: 'off',
    SCHEDULER: 'off',
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    ...env,
  });
}

/**
 * The app of a job child (`<script> <dataDir> <nowIso>`): the child configuration on the durable
 * event store of `dataDir`, with the clock fixed at `<nowIso>`.
 */
export async function bootJobChild(
  script: string,
  env: Record<string, string> = {},
): Promise<{ app: NestFastifyApplication; now: Date }> {
  const [dataDir, nowText] = process.argv.slice(2);
  if (!dataDir || !nowText) throw new Error(`usage: ${script} <dataDir> <nowIso>`);
  const now = new Date(nowText);
  const config = childAppConfig(dataDir, {
    EVENT_STORE_URL: `sqlite:${join(dataDir, 'events.db')}?synchronous=NORMAL`,
    ...env,
  });
  const app = await createApp(config, { clock: { now: () => now }, logger: createLogger('error') });
  return { app, now };
}
