import { KafkaContainer, type StartedKafkaContainer } from '@testcontainers/kafka';
import { MongoDBContainer, type StartedMongoDBContainer } from '@testcontainers/mongodb';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { ProjectionRunner } from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { appendTips, appliedEvents } from '../../../test-support/applied-events.js';
import { describeWithContainers } from '../../../test-support/container-runtime.js';
import { ChainedEventStore } from '../../event-store/chained-event-store.js';
import { SqliteEventLog } from '../../event-store/sqlite/sqlite-event-log.js';
import { MongoReadStore } from '../../read-store/mongo/mongo-read-store.js';
import { KafkaEventBus } from '../kafka/kafka-event-bus.js';
import { EventRelay } from '../relay/event-relay.js';
import { EventBusFeed } from './event-bus-feed.js';

const KAFKA_IMAGE = process.env.KAFKA_IMAGE ?? 'confluentinc/cp-kafka:7.9.0';
const MONGODB_IMAGE = process.env.MONGODB_IMAGE ?? 'mongo:8.0';

// Two workers on the production engines (docs/adr/0124): each its own Kafka client (a member
// of the track's consumer group) and its own MongoDB connection; one leaves mid-stream.
await describeWithContainers('bus workers on Kafka and MongoDB', () => {
  let kafka: StartedKafkaContainer;
  let mongo: StartedMongoDBContainer;
  let brokers: string[];
  let mongoUrl: string;

  beforeAll(async () => {
    kafka = await new KafkaContainer(KAFKA_IMAGE).withKraft().start();
    mongo = await new MongoDBContainer(MONGODB_IMAGE).start();
    brokers = [`${kafka.getHost()}:${String(kafka.getMappedPort(9093))}`];
    mongoUrl = `${mongo.getConnectionString()}/workers?directConnection=true`;
  }, 300_000);
  afterAll(async () => {
    await kafka.stop();
    await mongo.stop();
  });

  it('share the partitions and apply every event once, across a member leaving', async () => {
    const topicPrefix = `t${uuidv7().slice(-8)}.`;
    const events = new ChainedEventStore(new SqliteEventLog({ file: ':memory:' }));
    const relayStore = await MongoReadStore.connect(mongoUrl);
    const relayBus = await KafkaEventBus.connect({ brokers, topicPrefix, partitions: 4 });
    const relay = new EventRelay({ source: events, bus: relayBus, store: relayStore });
    await relay.start();
    const worker = async (name: string) => {
      const store = await MongoReadStore.connect(mongoUrl);
      const bus = await KafkaEventBus.connect({ brokers, topicPrefix, partitions: 4 });
      const runner = new ProjectionRunner({
        store,
        source: events,
        projections: [appliedEvents(name)],
        bus: new EventBusFeed(bus, store, topicPrefix),
      });
      await runner.start();
      return {
        runner,
        close: async () => {
          await runner.stop();
          await bus.close();
          await store.close();
        },
      };
    };
    const a = await worker('a');
    const b = await worker('b');
    const first = await appendTips(events, 300);
    expect(await b.runner.waitFor(null, await events.headPosition(), 120_000)).toBe(true);
    await a.close();
    const second = await appendTips(events, 300);
    expect(await b.runner.waitFor(null, await events.headPosition(), 120_000)).toBe(true);
    const applied = await relayStore.collection('applied__v1').find({}).toArray();
    expect(applied.map((row) => String(row._id)).sort()).toEqual(
      [...first, ...second].map((event) => event.id).sort(),
    );
    await b.close();
    await relay.stop();
    await relayBus.close();
    await relayStore.close();
    await events.close();
  }, 300_000);
});
