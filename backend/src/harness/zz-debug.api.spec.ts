import { describe, expect, it } from '@jest/globals';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import { seededCopy } from '../test-support/seeded.js';
import { startTestApp } from '../test-support/test-app.js';

describe('debug', () => {
  it('counts refund events', async () => {
    const seeded = await seededCopy('ci');
    const t = await startTestApp({ dataDir: seeded.dataDir });
    const store = t.app.get<EventStore>(EVENT_STORE);
    for (const type of ['TipSent', 'RefundRequested', 'RefundFailed', 'PaymentRefunded', 'PurchasePaid', 'PurchasePaymentFailed']) {
      const events = await store.readAll({ maxCount: 10000, filter: { eventTypes: [type] } });
      console.log(type, events.length, JSON.stringify(events.slice(0, 2).map((e) => e.data)));
    }
    await t.close();
    expect(1).toBe(1);
  });
});
