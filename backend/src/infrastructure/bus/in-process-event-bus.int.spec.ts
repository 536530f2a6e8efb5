import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@jest/globals';
import { eventDefinitions, eventContextOf } from '@flirtwire/contracts';
import { SqliteBusLog } from './bus-log.js';
import { describeEventBusContract } from './event-bus.contract.js';
import { InProcessEventBus } from './in-process-event-bus.js';
import { partitionOf } from './topics.js';

describeEventBusContract('in-process (memory)', (prefix) =>
  Promise.resolve(new InProcessEventBus({ topicPrefix: prefix, partitions: 4 })),
);

const dir = mkdtempSync(join(tmpdir(), 'bus-'));
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});
describeEventBusContract('in-process (SQLite file)', (prefix) =>
  Promise.resolve(
    new InProcessEventBus({
      topicPrefix: prefix,
      partitions: 3,
      log: new SqliteBusLog(join(dir, `${prefix}bus.db`)),
    }),
  ),
);

describe('event bus topics', () => {
  it('gives every event type of the product a bounded context, hence a topic', () => {
    const orphans = Object.keys(eventDefinitions).filter(
      (type) => eventContextOf(type) === 'unknown',
    );
    expect(orphans).toEqual([]);
  });

  it('spreads keys over every partition', () => {
    const used = new Set(
      Array.from({ length: 200 }, (_, i) => partitionOf(`creator:${String(i)}`, 8)),
    );
    expect(used.size).toBe(8);
  });
});
