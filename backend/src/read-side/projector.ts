import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { type Projection, projections as registered } from '@flirtwire/projections';
import { AppModule } from '../app.module.js';
import type { AppConfig } from '../config/app-config.js';
import { securePrivateDataDir } from '../infrastructure/files/private-files.js';
import { createLogger, NestPinoLogger } from '../shared/logging/logger.js';
import { ProjectionHost } from './projection-host.js';

/**
 * `node backend/dist/main.js projector`: the projection runner and the reactors, as their own
 * process (run the app with PROJECTIONS=worker beside it). Reactors send commands, so this is
 * the application's modules without HTTP, sockets or the scheduler (docs/adr/0099); each
 * batch's change notices are left in the read store, where the apps relay them to their
 * sockets. Returns a function that stops it cleanly.
 */
export async function runProjector(
  config: AppConfig,
  projections: readonly Projection[] = registered,
): Promise<() => Promise<void>> {
  if (!/^mongodb(\+srv)?:\/\//.test(config.readStoreUrl)) {
    throw new Error(
      'the projector process needs a read store the app shares: set READ_STORE_URL=mongodb://... (the embedded store lives in one process; run projections inline instead)',
    );
  }
  securePrivateDataDir(config.dataDir);
  const logger = createLogger(config.logLevel);
  const context = await NestFactory.createApplicationContext(
    AppModule.forRoot(
      // This process projects and reacts; the app serves, and runs the scheduled jobs.
      { ...config, projections: 'inline', scheduler: 'off' },
      { projections, projector: { noticeOutbox: true } },
    ),
    { logger: new NestPinoLogger(logger), bufferLogs: false },
  );
  const host = context.get(ProjectionHost);
  logger.child({ context: 'Projections' }).info(
    {
      projections: projections.map((p) => `${p.name}@${p.version}`),
      reactors: host.reactors.map((r) => r.name),
    },
    'projector running',
  );
  return async () => {
    await context.close();
  };
}
