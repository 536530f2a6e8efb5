import type { AppConfig } from '../../../config/app-config.js';
import { createEventStore } from '../../event-store/create-event-store.js';
import { createReadStore } from '../../read-store/create-read-store.js';
import { KafkaEventBus } from '../kafka/kafka-event-bus.js';
import { EventRelay } from './event-relay.js';

/**
 * `node backend/dist/main.js relay`: the event store's log relayed to Kafka (KAFKA_BROKERS),
 * its checkpoint in the read store, where /ops/projections shows its lag (docs/adr/0119).
 * Run exactly one. Returns a function that stops it cleanly.
 */
export async function runRelay(config: AppConfig): Promise<() => Promise<void>> {
  if (config.kafkaBrokers.length === 0) {
    throw new Error('the relay needs Kafka: set KAFKA_BROKERS=host:9092[,host:9092...]');
  }
  if (!/^mongodb(\+srv)?:\/\//.test(config.readStoreUrl)) {
    throw new Error(
      'the relay keeps its checkpoint where the apps read it: set READ_STORE_URL=mongodb://...',
    );
  }
  const events = await createEventStore(config.eventStoreUrl);
  const store = await createReadStore(config.readStoreUrl);
  const bus = await KafkaEventBus.connect({
    brokers: config.kafkaBrokers,
    clientId: 'relay',
    replicationFactor: config.kafkaReplicationFactor,
  });
  const relay = new EventRelay({
    source: events,
    bus,
    store,
    log: (level, message, fields) => {
      console[level === 'info' ? 'log' : 'warn'](JSON.stringify({ ...fields, message }));
    },
  });
  await relay.start();
  console.log(JSON.stringify({ message: 'relay running', bus: bus.describe() }));
  return async () => {
    await relay.stop();
    await bus.close();
    await store.close();
    await events.close();
  };
}
