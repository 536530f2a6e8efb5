import type { EventEnvelope } from '@flirtwire/contracts';
import { type BusLog, MemoryBusLog } from './bus-log.js';
import { EventIdDedupe } from './dedupe.js';
import type { BusConsumer, ConsumeOptions, EventBus, PartitionLag } from './event-bus.port.js';
import { DEFAULT_TOPIC_PREFIX, keyOf, partitionOf, topicOf } from './topics.js';

export interface InProcessEventBusOptions {
  /** Where partitions and committed offsets live (default: memory). */
  readonly log?: BusLog;
  /** Partitions per topic (default 4), emulated as Kafka's are: one key, one partition. */
  readonly partitions?: number;
  readonly topicPrefix?: string;
  /** Messages per batch handed to a consumer (default 500). */
  readonly batchSize?: number;
  /** How often consumers look for messages another process appended to a file log (ms). */
  readonly pollMs?: number;
}

const RETRY_FIRST_MS = 50;
const RETRY_MAX_MS = 5_000;

type Slot = { readonly topic: string; readonly partition: number };

interface Member {
  readonly options: ConsumeOptions;
  readonly dedupe: EventIdDedupe;
  running: boolean;
  assigned: Slot[];
  loop: Promise<void> | null;
}

/**
 * The embedded event bus (docs/adr/0119): Kafka's model in one process. Topics per bounded
 * context with a fixed number of partitions, a key always in the same partition, consumer
 * groups whose members share the partitions (reassigned as members join and leave), offsets
 * committed per group and partition once a batch is handled, redelivery of a batch whose
 * handler threw, and duplicates dropped by event id.
 *
 * @example
 * const bus = new InProcessEventBus({ partitions: 4 });
 * await bus.consume({ groupId: 'projector', topics: allTopics(), handle });
 * await bus.publish(events);
 */
export class InProcessEventBus implements EventBus {
  private readonly log: BusLog;
  private readonly partitions: number;
  private readonly prefix: string;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly groups = new Map<string, Member[]>();
  /** One reader per group and partition at a time, also while partitions move between members. */
  private readonly locks = new Map<string, Promise<void>>();
  private readonly wakers = new Set<() => void>();
  private closed = false;

  constructor(options: InProcessEventBusOptions = {}) {
    this.log = options.log ?? new MemoryBusLog();
    this.partitions = options.partitions ?? 4;
    this.prefix = options.topicPrefix ?? DEFAULT_TOPIC_PREFIX;
    this.batchSize = options.batchSize ?? 500;
    this.pollMs = options.pollMs ?? 50;
  }

  publish(events: readonly EventEnvelope[]): Promise<void> {
    if (this.closed) return Promise.reject(new Error('the event bus is closed'));
    this.log.append(
      events.map((event) => {
        const key = keyOf(event);
        return {
          topic: topicOf(event, this.prefix),
          partition: partitionOf(key, this.partitions),
          key,
          event,
        };
      }),
    );
    this.wake();
    return Promise.resolve();
  }

  consume(options: ConsumeOptions): Promise<BusConsumer> {
    const member: Member = {
      options,
      dedupe: new EventIdDedupe(),
      running: true,
      assigned: [],
      loop: null,
    };
    const members = this.groups.get(options.groupId) ?? [];
    members.push(member);
    this.groups.set(options.groupId, members);
    this.rebalance(options.groupId);
    member.loop = this.run(member);
    return Promise.resolve({
      assignments: () => member.assigned,
      stop: async () => {
        member.running = false;
        const left = (this.groups.get(options.groupId) ?? []).filter((m) => m !== member);
        this.groups.set(options.groupId, left);
        this.rebalance(options.groupId);
        this.wake();
        await member.loop;
      },
    });
  }

  lag(groupId: string, topics: readonly string[]): Promise<PartitionLag[]> {
    const rows: PartitionLag[] = [];
    for (const topic of topics) {
      for (let partition = 0; partition < this.partitions; partition++) {
        const committed = this.log.committed(groupId, topic, partition);
        const highWatermark = this.log.end(topic, partition);
        rows.push({ topic, partition, committed, highWatermark, lag: highWatermark - committed });
      }
    }
    return Promise.resolve(rows);
  }

  describe(): string {
    return `${this.log.describe()}, ${this.partitions} partitions per topic`;
  }

  async close(): Promise<void> {
    this.closed = true;
    const members = [...this.groups.values()].flat();
    for (const member of members) member.running = false;
    this.wake();
    await Promise.allSettled(members.flatMap((member) => (member.loop ? [member.loop] : [])));
    this.groups.clear();
    this.log.close();
  }

  /** Round-robin: the group's partitions over its members in the order they joined. */
  private rebalance(groupId: string): void {
    const members = this.groups.get(groupId) ?? [];
    for (const member of members) member.assigned = [];
    if (members.length === 0) return;
    const topics = [...new Set(members.flatMap((member) => member.options.topics))].sort();
    let next = 0;
    for (const topic of topics) {
      for (let partition = 0; partition < this.partitions; partition++) {
        const readers = members.filter((member) => member.options.topics.includes(topic));
        const member = readers[next++ % readers.length];
        member?.assigned.push({ topic, partition });
      }
    }
  }

  private async run(member: Member): Promise<void> {
    let retryMs = RETRY_FIRST_MS;
    while (member.running && !this.closed) {
      let delivered = false;
      let failed = false;
      for (const slot of [...member.assigned]) {
        if (!stillRunning(member)) break;
        try {
          delivered = (await this.deliver(member, slot)) || delivered;
        } catch {
          failed = true;
        }
      }
      if (failed) {
        await this.sleep(retryMs);
        retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
        continue;
      }
      retryMs = RETRY_FIRST_MS;
      if (!delivered) await this.sleep(this.pollMs);
    }
  }

  /** Hands one batch of a partition to the member; true when there was one. */
  private async deliver(member: Member, slot: Slot): Promise<boolean> {
    const { groupId } = member.options;
    const lockKey = `${groupId}#${slot.topic}#${slot.partition}`;
    const previous = this.locks.get(lockKey) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    this.locks.set(lockKey, held);
    await previous;
    try {
      // The partition may have moved to another member while this one waited.
      if (!member.running || !member.assigned.some((s) => sameSlot(s, slot))) return false;
      const from = this.log.committed(groupId, slot.topic, slot.partition);
      const messages = this.log.read(slot.topic, slot.partition, from, this.batchSize);
      const last = messages[messages.length - 1];
      if (!last) return false;
      const raw = messages.map((message) => message.event);
      const { events, dropped } = member.dedupe.filter(raw);
      try {
        await member.options.handle({
          topic: slot.topic,
          partition: slot.partition,
          events,
          duplicates: dropped,
          nextOffset: last.offset + 1,
          highWatermark: this.log.end(slot.topic, slot.partition),
        });
      } catch (error) {
        member.dedupe.forget(events);
        throw error;
      }
      this.log.commit(groupId, slot.topic, slot.partition, last.offset + 1);
      return true;
    } finally {
      release();
      if (this.locks.get(lockKey) === held) this.locks.delete(lockKey);
    }
  }

  private wake(): void {
    for (const waker of [...this.wakers]) waker();
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }
}

/** Read afresh: it changes across awaits, which narrowing cannot see. */
function stillRunning(member: Member): boolean {
  return member.running;
}

function sameSlot(a: Slot, b: Slot): boolean {
  return a.topic === b.topic && a.partition === b.partition;
}
