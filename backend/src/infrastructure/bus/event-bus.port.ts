import type { EventEnvelope } from '@flirtwire/contracts';

/** One partition's run of events, handed to a consumer in offset order. */
export interface BusBatch {
  readonly topic: string;
  readonly partition: number;
  /** The batch's events, duplicates (by event id) already removed, in offset order. */
  readonly events: readonly EventEnvelope[];
  /** How many delivered messages were dropped as duplicates of events already handled. */
  readonly duplicates: number;
  /** The offset after the batch's last message: committed once `handle` resolves. */
  readonly nextOffset: number;
  /** The partition's end when the batch was fetched (`nextOffset === highWatermark`: caught up). */
  readonly highWatermark: number;
}

export interface ConsumeOptions {
  /** Members of one group share the partitions; each partition is read by one member at a time. */
  readonly groupId: string;
  readonly topics: readonly string[];
  /**
   * Handles one partition's batch. When it resolves the batch's offsets are committed; when it
   * throws nothing is committed and the batch is delivered again (at least once), after a pause.
   */
  readonly handle: (batch: BusBatch) => Promise<void>;
}

/** A member of a consumer group; `stop()` leaves the group (its partitions go to the others). */
export interface BusConsumer {
  /** The partitions this member reads now (they move as members join and leave). */
  assignments(): readonly { readonly topic: string; readonly partition: number }[];
  stop(): Promise<void>;
}

/**
 * The event bus between the parts (docs/adr/0119): the relay publishes the event store's log on
 * it, workers consume it as consumer groups. Each event goes to its bounded context's topic,
 * keyed by its owning creator (else its stream), so one creator's events keep their order in
 * one partition. Two adapters, one contract suite (`event-bus.contract.ts`): in-process (the
 * embedded default; a SQLite file makes it durable across processes) and Kafka (`kafka/`).
 *
 * @example
 * await bus.publish(events);
 * const consumer = await bus.consume({ groupId: 'projector', topics, handle: async (batch) => {} });
 */
export interface EventBus {
  /**
   * Publishes events in the order given; resolves once the bus holds every one of them
   * (acknowledged by all in-sync replicas on Kafka). Publishing an event again is allowed
   * (the relay does after a crash): consumers drop the copy by its id.
   */
  publish(events: readonly EventEnvelope[]): Promise<void>;
  consume(options: ConsumeOptions): Promise<BusConsumer>;
  /** Messages in a partition not yet committed by a group, per topic and partition. */
  lag(groupId: string, topics: readonly string[]): Promise<readonly PartitionLag[]>;
  /** A short description for /health, never a secret. */
  describe(): string;
  close(): Promise<void>;
}

export interface PartitionLag {
  readonly topic: string;
  readonly partition: number;
  readonly committed: number;
  readonly highWatermark: number;
  readonly lag: number;
}
