import { describe, expect, it } from '@jest/globals';
import type { EventEnvelope } from '@flirtwire/contracts';
import type { ReadAllOptions } from '../../infrastructure/event-store/event-store.port.js';
import { FlirtDayEvents } from './flirt-day-events.js';

const flirt = '0190a000-0000-7000-8000-000000000001';
const otherFlirt = '0190a000-0000-7000-8000-000000000002';
const ann = '0190a000-0000-7000-8000-00000000000a';
const bob = '0190a000-0000-7000-8000-00000000000b';
const cara = '0190a000-0000-7000-8000-00000000000c';

function event(position: number, type: string, data: Record<string, unknown>): EventEnvelope {
  return {
    id: `e${position}`,
    type,
    schemaVersion: 1,
    streamId: `s${position}`,
    revision: 0,
    position,
    occurredAt: `2026-03-01T00:00:${String(position).padStart(2, '0')}.000Z`,
    metadata: {
      correlationId: 'c',
      causationId: 'c',
      actor: { id: 'a', role: 'system' },
      prevHash: '',
      hash: '',
    },
    data,
  };
}

/** A log that answers forwards reads of its events (the store's own filters are not needed). */
function log(events: readonly EventEnvelope[]) {
  return {
    readAll: (options: ReadAllOptions = {}) =>
      Promise.resolve(
        events
          .filter((e) => e.position > (options.fromPosition ?? 0))
          .slice(0, options.maxCount ?? 5_000),
      ),
  };
}

const signUp = (position: number, userId: string) =>
  event(position, 'UserSignedUp', { userId, login: `u${position}` });
const tip = (position: number, creatorId: string, customerId: string) =>
  event(position, 'TipSent', { creatorId, customerId, amountCents: 500 });

describe('one Flirt’s events up to a day (docs/adr/0120)', () => {
  const events = [
    signUp(1, flirt),
    signUp(2, ann),
    signUp(3, bob),
    signUp(4, cara),
    event(5, 'DayStarted', { date: '2026-03-01' }),
    tip(6, flirt, ann),
    tip(7, otherFlirt, bob),
    signUp(8, '0190a000-0000-7000-8000-0000000000ff'),
  ];

  it('hands on the people events of the Flirt and their known customers only, up to the position the rows are complete through', async () => {
    const day = new FlirtDayEvents(log(events), flirt, '2026-03-02T00:00:00.000Z', {
      ids: new Set([ann]),
      through: 7,
    });
    const handed = await day.readAll();
    // Bob (another Flirt's customer) and Cara (nobody's) are left out; the sign-up after
    // position 7 is handed on (the rows did not know about it yet).
    expect(handed.map((e) => e.position)).toEqual([1, 2, 5, 6, 8]);
    expect(day.incomplete).toBe(false);
    expect(day.firstOwnAt).toBe(events[0]?.occurredAt);
  });

  it('hands on everyone’s people events without known customers', async () => {
    const day = new FlirtDayEvents(log(events), flirt, '2026-03-02T00:00:00.000Z');
    expect((await day.readAll()).map((e) => e.position)).toEqual([1, 2, 3, 4, 5, 6, 8]);
  });

  it('is incomplete when a customer the rows did not know turns up after their position', async () => {
    const late = [...events, tip(9, flirt, cara)];
    const day = new FlirtDayEvents(log(late), flirt, '2026-03-02T00:00:00.000Z', {
      ids: new Set([ann]),
      through: 7,
    });
    await day.readAll();
    // Cara's sign-up (position 4) was left out, so the replay must be built again.
    expect(day.incomplete).toBe(true);
  });

  it('is complete when a bulk action names only known customers', async () => {
    const tagged = [
      ...events,
      event(9, 'CustomerTagsApplied', { creatorId: flirt, customerIds: [ann], tags: ['VIP'] }),
    ];
    const day = new FlirtDayEvents(log(tagged), flirt, '2026-03-02T00:00:00.000Z', {
      ids: new Set([ann]),
      through: 7,
    });
    await day.readAll();
    expect(day.incomplete).toBe(false);
  });
});
