import type { EventEnvelope } from '@flirtwire/contracts';
import { type Admin, type Consumer, Kafka, logLevel, type Producer } from 'kafkajs';
import { EventIdDedupe } from '../dedupe.js';
import type { BusConsumer, ConsumeOptions, EventBus, PartitionLag } from '../event-bus.port.js';
import { allTopics, DEFAULT_TOPIC_PREFIX, keyOf, topicOf } from '../topics.js';

export interface KafkaEventBusOptions {
  readonly brokers: readonly string[];
  readonly clientId?: string;
  /** Partitions of each topic the bus creates (default 12): the most consumers a group uses. */
  readonly partitions?: number;
  /** Replicas of each topic it creates (default 1; 3 on a three-broker cluster). */
  readonly replicationFactor?: number;
  readonly topicPrefix?: string;
}

/**
 * The event bus on Kafka through kafkajs (docs/adr/0119). The only file that imports kafkajs:
 * a switch to the KafkaJS-compatible `@confluentinc/kafka-javascript` is this adapter.
 *
 * - Topics per bounded context, created at connect with `partitions` partitions.
 * - An idempotent producer (`acks: -1`, one request in flight): a retried send never writes a
 *   message twice nor out of order; a key (the owning creator, else the stream) keeps its
 *   partition, so one creator's events keep their order.
 * - Consumers in groups: Kafka assigns partitions and rebalances; offsets are committed by
 *   hand after each batch is handled (at least once); events seen already are dropped by id.
 */
export class KafkaEventBus implements EventBus {
  private readonly kafka: Kafka;
  private readonly producer: Producer;
  private readonly admin: Admin;
  private readonly consumers = new Set<Consumer>();
  private readonly prefix: string;

  private constructor(private readonly options: KafkaEventBusOptions) {
    this.prefix = options.topicPrefix ?? DEFAULT_TOPIC_PREFIX;
    this.kafka = new Kafka({
      clientId: options.clientId ?? 'flirtwire',
      brokers: [...options.brokers],
      logLevel: logLevel.WARN,
    });
    this.producer = this.kafka.producer({ idempotent: true, maxInFlightRequests: 1 });
    this.admin = this.kafka.admin();
  }

  /** Connects, and creates the context topics that do not exist yet. */
  static async connect(options: KafkaEventBusOptions): Promise<KafkaEventBus> {
    const bus = new KafkaEventBus(options);
    await bus.admin.connect();
    const existing = new Set(await bus.admin.listTopics());
    const missing = allTopics(bus.prefix).filter((topic) => !existing.has(topic));
    if (missing.length > 0) {
      await bus.admin.createTopics({
        waitForLeaders: true,
        topics: missing.map((topic) => ({
          topic,
          numPartitions: options.partitions ?? 12,
          replicationFactor: options.replicationFactor ?? 1,
        })),
      });
    }
    await bus.producer.connect();
    return bus;
  }

  async publish(events: readonly EventEnvelope[]): Promise<void> {
    if (events.length === 0) return;
    const byTopic = new Map<string, { key: string; value: string; headers: { id: string } }[]>();
    for (const event of events) {
      const topic = topicOf(event, this.prefix);
      const messages = byTopic.get(topic) ?? [];
      messages.push({ key: keyOf(event), value: JSON.stringify(event), headers: { id: event.id } });
      byTopic.set(topic, messages);
    }
    await this.producer.sendBatch({
      acks: -1,
      topicMessages: [...byTopic].map(([topic, messages]) => ({ topic, messages })),
    });
  }

  async consume(options: ConsumeOptions): Promise<BusConsumer> {
    const consumer = this.kafka.consumer({ groupId: options.groupId, retry: { retries: 1_000 } });
    this.consumers.add(consumer);
    let assigned: { topic: string; partition: number }[] = [];
    consumer.on(consumer.events.GROUP_JOIN, (event) => {
      assigned = Object.entries(event.payload.memberAssignment).flatMap(([topic, partitions]) =>
        partitions.map((partition) => ({ topic, partition })),
      );
    });
    const dedupe = new EventIdDedupe();
    await consumer.connect();
    await consumer.subscribe({ topics: [...options.topics], fromBeginning: true });
    await consumer.run({
      autoCommit: false,
      eachBatchAutoResolve: false,
      eachBatch: async (payload) => {
        const { batch } = payload;
        if (batch.isEmpty() || !payload.isRunning() || payload.isStale()) return;
        const raw = batch.messages.map(
          (message) => JSON.parse(message.value?.toString() ?? 'null') as EventEnvelope,
        );
        const { events, dropped } = dedupe.filter(raw);
        const nextOffset = Number(batch.lastOffset()) + 1;
        try {
          await options.handle({
            topic: batch.topic,
            partition: batch.partition,
            events,
            duplicates: dropped,
            nextOffset,
            highWatermark: Number(batch.highWatermark),
          });
        } catch (error) {
          // Nothing is committed: kafkajs fetches the batch again after its retry backoff.
          dedupe.forget(events);
          throw error;
        }
        await consumer.commitOffsets([
          { topic: batch.topic, partition: batch.partition, offset: String(nextOffset) },
        ]);
        await payload.heartbeat();
      },
    });
    return {
      assignments: () => assigned,
      stop: async () => {
        this.consumers.delete(consumer);
        await consumer.disconnect();
      },
    };
  }

  async lag(groupId: string, topics: readonly string[]): Promise<PartitionLag[]> {
    const committed = await this.admin.fetchOffsets({ groupId, topics: [...topics] });
    const rows: PartitionLag[] = [];
    for (const { topic, partitions } of committed) {
      const ends = await this.admin.fetchTopicOffsets(topic);
      for (const end of ends) {
        const done = partitions.find((p) => p.partition === end.partition);
        const offset = Math.max(0, Number(done?.offset ?? 0));
        const high = Number(end.high);
        rows.push({
          topic,
          partition: end.partition,
          committed: offset,
          highWatermark: high,
          lag: Math.max(0, high - offset),
        });
      }
    }
    return rows;
  }

  describe(): string {
    return `kafka (${String(this.options.brokers.length)} brokers)`;
  }

  async close(): Promise<void> {
    await Promise.allSettled([...this.consumers].map((consumer) => consumer.disconnect()));
    this.consumers.clear();
    await this.producer.disconnect();
    await this.admin.disconnect();
  }
}
