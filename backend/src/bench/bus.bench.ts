import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type ChangeNotice,
  documentOp,
  type Projection,
  ProjectionRunner,
} from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import { InProcessEventBus } from '../infrastructure/bus/in-process-event-bus.js';
import { EventRelay } from '../infrastructure/bus/relay/event-relay.js';
import { allTopics } from '../infrastructure/bus/topics.js';
import type { NewEvent } from '../infrastructure/event-store/event-store.port.js';
import { EmbeddedReadStore } from '../infrastructure/read-store/embedded/embedded-read-store.js';
import { BenchReport, benchTip, openEventStore, percentile } from './harness.js';

/**
 * `npm run bench -- bus`: the relay's throughput from the embedded event store to the
 * in-process bus beside the raw append rate, and the end-to-end lag append → projection →
 * notice and append → relay → consumer (docs/adr/0119). Kafka runs only where a broker is
 * reachable (KAFKA_BROKERS); none is here.
 */
const report = new BenchReport('bus');
const quick = process.argv.includes('--quick');
const EVENTS = quick ? 20_000 : 100_000;
const SAMPLES = quick ? 100 : 400;
const dir = mkdtempSync(join(tmpdir(), 'bench-bus-'));
const actor = { id: uuidv7(), role: 'customer' as const };
const creators = Array.from({ length: 50 }, () => uuidv7());

function tip(i: number): NewEvent {
  return benchTip(actor, creators[i % creators.length]);
}

const benchTips: Projection = {
  name: 'bench-tips',
  version: 1,
  eventTypes: ['TipSent'],
  collections: { bench_tips: {} },
  handle: (event) => {
    const data = event.data as { creatorId: string; amountCents: number };
    return [
      documentOp<{ _id: string; cents: number }>('bench_tips', {
        updateOne: {
          filter: { _id: data.creatorId },
          update: { $inc: { cents: data.amountCents } },
          upsert: true,
        },
      }),
    ];
  },
};

const { events } = openEventStore(join(dir, 'events.db'));
try {
  // Raw append rate: batches of 100 events.
  let started = performance.now();
  for (let i = 0; i < EVENTS; i += 100) {
    await events.appendToStreams(
      Array.from({ length: 100 }, (_, j) => ({
        streamId: `tip-${uuidv7()}`,
        events: [tip(i + j)],
      })),
    );
  }
  const appendRate = EVENTS / ((performance.now() - started) / 1000);

  // Relay throughput over the same log to the in-process bus.
  const bus = new InProcessEventBus({ partitions: 8 });
  const store = EmbeddedReadStore.inMemory();
  const relay = new EventRelay({ source: events, bus, store, batchSize: 500 });
  started = performance.now();
  await relay.start();
  await relay.waitFor(EVENTS, 600_000);
  const relayRate = EVENTS / ((performance.now() - started) / 1000);
  report.add({
    figure: 'relay, embedded log → in-process bus, batches of 500',
    unit: 'events/s',
    ours: relayRate,
    peerName: 'raw appends (batches of 100)',
    peer: appendRate,
    better: 'higher',
    target: null,
  });

  // End to end: one append at a time, until a consumer group has it / its notice is out.
  const arrived = new Map<string, number>();
  const consumer = await bus.consume({
    groupId: 'bench',
    topics: allTopics(),
    handle: (batch) => {
      for (const event of batch.events) arrived.set(event.id, performance.now());
      return Promise.resolve();
    },
  });
  const noticed = new Map<number, number>();
  const runner = new ProjectionRunner({
    store: EmbeddedReadStore.inMemory(),
    source: events,
    projections: [benchTips],
    notifier: {
      publish: (notices: readonly ChangeNotice[]) => {
        for (const notice of notices) noticed.set(notice.position, performance.now());
      },
    },
  });
  await runner.start();
  await runner.waitFor(null, await events.headPosition(), 600_000);
  const toConsumer: number[] = [];
  const toNotice: number[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const at = performance.now();
    const result = await events.appendToStream(`tip-${uuidv7()}`, [tip(i)]);
    const id = result.events[0]?.id ?? '';
    while (!arrived.has(id) || !noticed.has(result.position)) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    toConsumer.push((arrived.get(id) ?? at) - at);
    toNotice.push((noticed.get(result.position) ?? at) - at);
  }
  const p50 = (values: number[]) => percentile(values, 50);
  report.add({
    figure: 'end-to-end lag append → projection → notice (in-process), p50',
    unit: 'ms',
    ours: p50(toNotice),
    peerName: 'append → relay → bus consumer, p50',
    peer: p50(toConsumer),
    better: 'lower',
    target: null,
    note: 'Kafka: not measured here (no broker); set KAFKA_BROKERS where one runs',
  });
  await runner.stop();
  await consumer.stop();
  await relay.stop();
  await bus.close();
  report.finish();
} finally {
  await events.close();
  rmSync(dir, { recursive: true, force: true });
}
