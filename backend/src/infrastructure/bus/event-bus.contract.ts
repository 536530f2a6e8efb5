import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import { v7 as uuidv7 } from 'uuid';
import type { BusBatch, BusConsumer, EventBus } from './event-bus.port.js';
import { allTopics, keyOf, topicOf } from './topics.js';

/** Opens a bus whose topics start with `prefix`, so each test has topics of its own. */
export type OpenBus = (prefix: string) => Promise<EventBus>;

let position = 0;

/** A stored-looking envelope: a tip to `creatorId` (payments), or a post (content) without one. */
function busEvent(creatorId: string | null, streamId = `tip-${uuidv7()}`): EventEnvelope {
  position++;
  const id = uuidv7();
  return {
    id,
    type: creatorId ? 'TipSent' : 'PostPublished',
    schemaVersion: 1,
    streamId,
    revision: 0,
    position,
    occurredAt: new Date().toISOString(),
    metadata: {
      correlationId: id,
      causationId: id,
      actor: { id: uuidv7(), role: 'customer' },
      prevHash: '',
      hash: '',
    },
    data: creatorId ? { creatorId, amountCents: 500 } : { postId: streamId },
  };
}

/** Resolves once `done()` holds, polling; fails with `what` after a generous deadline. */
export async function until(done: () => boolean, what: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`gave up waiting: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Collects what a consumer is handed of the events a test published (topics are shared). */
class Received {
  readonly batches: BusBatch[] = [];
  private readonly mine = new Set<string>();
  expect(events: readonly EventEnvelope[]): readonly EventEnvelope[] {
    for (const event of events) this.mine.add(event.id);
    return events;
  }
  get events(): EventEnvelope[] {
    return this.batches.flatMap((batch) => batch.events.filter((e) => this.mine.has(e.id)));
  }
  ids(): string[] {
    return this.events.map((event) => event.id);
  }
  handle = (batch: BusBatch): Promise<void> => {
    this.batches.push(batch);
    return Promise.resolve();
  };
}

/**
 * The one contract of the event bus port (docs/adr/0119), run against every adapter: the
 * in-process bus here, Kafka through testcontainers where a container runtime exists.
 */
export function describeEventBusContract(name: string, open: OpenBus): void {
  describe(`event bus: ${name}`, () => {
    let bus: EventBus;
    let prefix: string;
    let topics: string[];
    const consumers: BusConsumer[] = [];
    let test = 0;

    beforeAll(async () => {
      prefix = `t${uuidv7().slice(-8)}.`;
      bus = await open(prefix);
      topics = allTopics(prefix);
    });
    afterAll(async () => {
      await Promise.allSettled(consumers.map((consumer) => consumer.stop()));
      await bus.close();
    });
    const group = () => `group-${String(++test)}-${uuidv7().slice(-6)}`;
    const consume = async (groupId: string, handle: (batch: BusBatch) => Promise<void>) => {
      const consumer = await bus.consume({ groupId, topics, handle });
      consumers.push(consumer);
      return consumer;
    };

    it("publishes each event on its context's topic, keyed by its creator, else its stream", async () => {
      const creator = uuidv7();
      const tip = busEvent(creator);
      const post = busEvent(null, `post-${uuidv7()}`);
      expect(topicOf(tip, prefix)).toBe(`${prefix}payments`);
      expect(topicOf(post, prefix)).toBe(`${prefix}content`);
      expect(keyOf(tip)).toBe(`creator:${creator}`);
      expect(keyOf(post)).toBe(post.streamId);
      const received = new Received();
      received.expect([tip, post]);
      await consume(group(), received.handle);
      await bus.publish([tip, post]);
      await until(() => received.events.length === 2, 'both events');
      const topicOfId = new Map(
        received.batches.flatMap((batch) => batch.events.map((e) => [e.id, batch.topic] as const)),
      );
      expect(topicOfId.get(tip.id)).toBe(`${prefix}payments`);
      expect(topicOfId.get(post.id)).toBe(`${prefix}content`);
      expect(received.events.find((e) => e.id === tip.id)).toEqual(tip);
    });

    it("keeps one creator's events in one partition, in the order published", async () => {
      const creators = [uuidv7(), uuidv7(), uuidv7()];
      const events = Array.from({ length: 60 }, (_, i) => busEvent(creators[i % 3] ?? null));
      const received = new Received();
      received.expect(events);
      await consume(group(), received.handle);
      for (let i = 0; i < events.length; i += 7) await bus.publish(events.slice(i, i + 7));
      await until(() => received.events.length === events.length, 'every event');
      for (const creator of creators) {
        const mine = events.filter((e) => keyOf(e) === `creator:${creator}`).map((e) => e.id);
        const batches = received.batches.filter((b) =>
          b.events.some((e) => keyOf(e) === `creator:${creator}`),
        );
        expect(new Set(batches.map((b) => `${b.topic}#${String(b.partition)}`)).size).toBe(1);
        expect(
          received.events.filter((e) => keyOf(e) === `creator:${creator}`).map((e) => e.id),
        ).toEqual(mine);
      }
    });

    it('hands a consumer each event once: a copy published again is dropped by its id', async () => {
      const events = Array.from({ length: 20 }, () => busEvent(uuidv7()));
      const received = new Received();
      received.expect(events);
      await consume(group(), received.handle);
      await bus.publish(events);
      // The relay after a crash: part of what it published, published again.
      await bus.publish(events.slice(5, 15));
      const marker = busEvent(uuidv7());
      received.expect([marker]);
      await bus.publish([marker]);
      await until(() => received.ids().includes(marker.id), 'the marker');
      await until(
        () => received.batches.reduce((sum, b) => sum + b.duplicates, 0) === 10,
        'ten duplicates counted',
      );
      expect([...received.ids()].sort()).toEqual([...events, marker].map((e) => e.id).sort());
    });

    it('delivers a batch again when its handler throws, and commits only what was handled', async () => {
      const events = Array.from({ length: 10 }, () => busEvent(uuidv7()));
      const handled = new Received();
      handled.expect(events);
      let failures = 0;
      await consume(group(), async (batch) => {
        if (failures < 2 && batch.events.length > 0) {
          failures++;
          throw new Error('projection store unavailable');
        }
        await handled.handle(batch);
      });
      await bus.publish(events);
      await until(() => handled.events.length === events.length, 'every event after retries');
      expect(failures).toBe(2);
      expect([...handled.ids()].sort()).toEqual(events.map((e) => e.id).sort());
    });

    it('shares partitions among a group, and a member that stays takes over what one left', async () => {
      const groupId = group();
      const first = new Received();
      const second = new Received();
      const a = await consume(groupId, first.handle);
      const b = await consume(groupId, second.handle);
      await until(
        () => a.assignments().length > 0 && b.assignments().length > 0,
        'both members assigned',
        60_000,
      );
      const mine = (c: BusConsumer) =>
        new Set(c.assignments().map((s) => `${s.topic}#${String(s.partition)}`));
      const overlap = [...mine(a)].filter((slot) => mine(b).has(slot));
      expect(overlap).toEqual([]);
      const before = Array.from({ length: 40 }, () => busEvent(uuidv7()));
      first.expect(before);
      second.expect(before);
      await bus.publish(before);
      const total = () => first.events.length + second.events.length;
      await until(() => total() === before.length, 'the group has every event');
      expect(first.events.length).toBeGreaterThan(0);
      expect(second.events.length).toBeGreaterThan(0);
      await b.stop();
      consumers.splice(consumers.indexOf(b), 1);
      const after = Array.from({ length: 40 }, () => busEvent(uuidv7()));
      first.expect(after);
      second.expect(after);
      await bus.publish(after);
      await until(
        () => after.every((e) => first.ids().includes(e.id)),
        'the member left takes all',
        60_000,
      );
      const all = [...first.ids(), ...second.ids()];
      expect(new Set(all).size).toBe(all.length);
      expect([...all].sort()).toEqual([...before, ...after].map((e) => e.id).sort());
    });

    it('resumes a group from its committed offsets, and reports its lag', async () => {
      const groupId = group();
      const events = Array.from({ length: 12 }, () => busEvent(uuidv7()));
      const first = new Received();
      first.expect(events);
      const consumer = await consume(groupId, first.handle);
      await bus.publish(events);
      await until(() => first.events.length === events.length, 'the first run');
      await until(() => first.batches.length > 0, 'commits');
      await consumer.stop();
      consumers.splice(consumers.indexOf(consumer), 1);
      const lagWhileAway = async () =>
        (await bus.lag(groupId, topics)).reduce((sum, row) => sum + row.lag, 0);
      expect(await lagWhileAway()).toBe(0);
      const later = Array.from({ length: 5 }, () => busEvent(uuidv7()));
      await bus.publish(later);
      expect(await lagWhileAway()).toBe(later.length);
      const second = new Received();
      second.expect([...events, ...later]);
      await consume(groupId, second.handle);
      await until(() => second.events.length === later.length, 'only what came after');
      expect([...second.ids()].sort()).toEqual(later.map((e) => e.id).sort());
    });
  });
}
