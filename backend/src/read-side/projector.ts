import {
  type Projection,
  ProjectionRunner,
  projections as registered,
} from '@flirtwire/projections';
import type { AppConfig } from '../config/app-config.js';
import { createEventStore } from '../infrastructure/event-store/create-event-store.js';
import { createReadStore } from '../infrastructure/read-store/create-read-store.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { createLogger } from '../shared/logging/logger.js';

/**
 * `node backend/dist/main.js projector`: only the projection runner, as its own process (run
 * the app with PROJECTIONS=worker beside it). Returns a function that stops it cleanly.
 */
export async function runProjector(
  config: AppConfig,
  projections: readonly Projection[] = registered,
): Promise<() => Promise<void>> {
  const logger = createLogger(config.logLevel).child({ context: 'Projections' });
  const events = await createEventStore(config.eventStoreUrl);
  const store = await createReadStore(config.readStoreUrl);
  if (store instanceof EmbeddedReadStore) {
    await store.close();
    await events.close();
    throw new Error(
      'the projector process needs a read store the app shares: set READ_STORE_URL=mongodb://... (the embedded store lives in one process; run projections inline instead)',
    );
  }
  const runner = new ProjectionRunner({
    store,
    source: events,
    projections,
    log: (level, message, fields) => {
      logger[level]({ ...fields }, message);
    },
  });
  await runner.start();
  logger.info(
    { projections: projections.map((p) => `${p.name}@${p.version}`) },
    'projector running',
  );
  return async () => {
    await runner.stop();
    await store.close();
    await events.close();
  };
}
