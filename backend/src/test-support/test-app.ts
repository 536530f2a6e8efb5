import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Projection } from '@flirtwire/projections';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { createApp } from '../app.factory.js';
import { loadConfig, type AppConfig } from '../config/app-config.js';
import type { Clock } from '../shared/domain/clock.js';
import { createLogger } from '../shared/logging/logger.js';

/** The first admin's password in API tests (login `admin` unless ADMIN_LOGIN is given). */
export const TEST_ADMIN_PASSWORD = 'test-admin-password-1';

export interface TestApp {
  readonly app: NestFastifyApplication;
  readonly config: AppConfig;
  readonly dataDir: string;
  /** Every JSON log line the app wrote, for secret scans (none kept with `discardLogs`). */
  readonly logs: string[];
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The whole app on the embedded engines in a fresh data folder, for API tests. Pass `dataDir`
 * to reopen an existing folder (restart tests).
 */
export async function startTestApp(
  options: {
    env?: Record<string, string>;
    dataDir?: string;
    clock?: Clock;
    keepData?: boolean;
    projections?: readonly Projection[];
    /** The built dashboard to serve (createApp's default, frontend/dist, when not given). */
    frontendDist?: string | null;
    /**
     * Log lines are still written (the logger serializes and redacts each) but not kept: for a
     * suite that never reads `logs` and sends hundreds of thousands of requests (the fuzz suite
     * kept hundreds of megabytes of lines, and the collector spent its time on them).
     */
    discardLogs?: boolean;
  } = {},
): Promise<TestApp> {
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'flirtwire-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'info',
    SEED: 'off',
    SCHEDULER: 'off',
    EVENT_STORE_URL: `sqlite:${join(dataDir, 'events.db')}?synchronous=NORMAL`,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    PASSWORD_HASHING: 'fast',
    // API specs burst on purpose (50 concurrent tips...): the throttles on money and messaging
    // count 1,000 times higher here; the throttle spec passes THROTTLE_SCALE=1 for the defaults.
    THROTTLE_SCALE: '1000',
    // Social links complete under the handle given (the specs link accounts; off by default,
    // and refused in production).
    ...(options.env?.NODE_ENV === 'production' ? {} : { SOCIAL_SANDBOX: 'on' }),
    ...options.env,
  });
  const logs: string[] = [];
  const logger = createLogger(config.logLevel, {
    write: (line: string) => {
      if (!options.discardLogs) logs.push(line);
    },
  });
  const app = await createApp(config, {
    logger,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.projections ? { projections: options.projections } : {}),
    ...(options.frontendDist === undefined ? {} : { frontendDist: options.frontendDist }),
  });
  return {
    app,
    config,
    dataDir,
    logs,
    inject: (request) => app.getHttpAdapter().getInstance().inject(request),
    close: async () => {
      await app.close();
      if (!options.keepData && !options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
