import type { BusMember, PartitionBatch, ProjectionBus, ReadStore } from '@flirtwire/projections';
import type { EventBus } from '../event-bus.port.js';
import { RELAY_COLLECTION, RELAY_NAME, type RelayRecord } from '../relay/event-relay.js';
import { DEFAULT_TOPIC_PREFIX, topicOf } from '../topics.js';

/**
 * The event bus as the projection runner's tracks consume it (docs/adr/0124): a track's group
 * reads the topics of its event types; a partition whose group has committed everything on it
 * holds no event up to the relay's checkpoint that the track has not handled.
 *
 * @example
 * const runner = new ProjectionRunner({ ..., bus: new EventBusFeed(bus, readStore) });
 */
export class EventBusFeed implements ProjectionBus {
  constructor(
    private readonly bus: EventBus,
    /** The read store the relay keeps its checkpoint in. */
    private readonly store: ReadStore,
    private readonly prefix = DEFAULT_TOPIC_PREFIX,
  ) {}

  async consume(
    groupId: string,
    eventTypes: readonly string[],
    handle: (batch: PartitionBatch) => Promise<void>,
  ): Promise<BusMember> {
    const topics = [...new Set(eventTypes.map((type) => topicOf({ type }, this.prefix)))].sort();
    const consumer = await this.bus.consume({
      groupId,
      topics,
      handle: (batch) => handle({ slot: slotOf(batch), events: batch.events }),
    });
    let slots: readonly string[] | null = null;
    return {
      slots: async () => {
        slots ??= (await this.bus.lag(groupId, topics)).map(slotOf);
        return slots;
      },
      idle: async () => {
        // The relay's checkpoint first: everything up to it was on the bus when the lag is read.
        const relay = await this.store
          .collection<RelayRecord>(RELAY_COLLECTION)
          .findOne({ _id: RELAY_NAME });
        const through = relay?.checkpoint ?? 0;
        const mine = new Set(consumer.assignments().map(slotOf));
        const lag = await this.bus.lag(groupId, topics);
        return {
          through,
          slots: lag.filter((row) => row.lag === 0 && mine.has(slotOf(row))).map(slotOf),
        };
      },
      stop: () => consumer.stop(),
    };
  }
}

function slotOf(at: { readonly topic: string; readonly partition: number }): string {
  return `${at.topic}#${String(at.partition)}`;
}
