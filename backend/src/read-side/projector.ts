import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { hostname } from 'node:os';
import {
  type Projection,
  type ProjectionBus,
  projections as registered,
} from '@flirtwire/projections';
import { AppModule } from '../app.module.js';
import type { AppConfig } from '../config/app-config.js';
import { KafkaEventBus } from '../infrastructure/bus/kafka/kafka-event-bus.js';
import { EventBusFeed } from '../infrastructure/bus/worker/event-bus-feed.js';
import { securePrivateDataDir } from '../infrastructure/files/private-files.js';
import { createReadStore } from '../infrastructure/read-store/create-read-store.js';
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
  worker: WorkerBus | null = null,
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
      {
        projections,
        projector: { noticeOutbox: true, ...(worker ? { bus: worker.feed } : {}) },
      },
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
    await worker?.close();
  };
}

/** The bus a worker consumes, and how to let go of it. */
interface WorkerBus {
  readonly feed: ProjectionBus;
  close(): Promise<void>;
}

/**
 * `node backend/dist/main.js worker`: a projector that consumes the event bus (Kafka,
 * KAFKA_BROKERS) as consumer groups, so several run side by side (docs/adr/0124): partitioned
 * projections and the reactors share the partitions out; the other projections read the log in
 * every worker, each batch applied once by its transactional checkpoint. Run the relay too.
 */
export async function runWorker(
  config: AppConfig,
  projections: readonly Projection[] = registered,
): Promise<() => Promise<void>> {
  if (config.kafkaBrokers.length === 0) {
    throw new Error('a worker consumes Kafka: set KAFKA_BROKERS=host:9092[,host:9092...]');
  }
  const store = await createReadStore(config.readStoreUrl);
  const bus = await KafkaEventBus.connect({
    brokers: config.kafkaBrokers,
    clientId: `worker-${hostname()}`,
    replicationFactor: config.kafkaReplicationFactor,
  });
  return runProjector(config, projections, {
    feed: new EventBusFeed(bus, store),
    close: async () => {
      await bus.close();
      await store.close();
    },
  });
}
