import type { EventEnvelope } from '@flirtwire/contracts';
import { defineProjection, documentOp, type Projection } from '@flirtwire/projections';
import { v7 as uuidv7 } from 'uuid';
import type { EventStore } from '../infrastructure/event-store/event-store.port.js';
import { tipEvent } from './events.js';

/** One document per applied event: a second application of an event is a duplicate key. */
type AppliedRow = { _id: string; position: number; creatorId: string; worker: string };
type TotalRow = { _id: string; tips: number; cents: number; lastPosition: number };

/**
 * A partitioned test projection for the bus worker suites (docs/adr/0124): `applied` holds one
 * row per tip, inserted (so applying an event twice stops the track with a duplicate key), with
 * the worker that applied it; `totals` sums each creator's tips.
 */
export function appliedEvents(worker: string, version = 1): Projection {
  return defineProjection<EventEnvelope<'TipSent', { creatorId: string; amountCents: number }>>({
    name: 'applied-events',
    version,
    eventTypes: ['TipSent'],
    partitioned: true,
    collections: { applied: {}, applied_totals: {} },
    handle: (event) => [
      documentOp<AppliedRow>('applied', {
        insertOne: {
          document: {
            _id: event.id,
            position: event.position,
            creatorId: event.data.creatorId,
            worker,
          },
        },
      }),
      documentOp<TotalRow>('applied_totals', {
        updateOne: {
          filter: { _id: event.data.creatorId },
          update: {
            $inc: { tips: 1, cents: event.data.amountCents },
            $max: { lastPosition: event.position },
          },
          upsert: true,
        },
      }),
    ],
  });
}

/** Appends `count` tips spread over `creators` creators (one stream each tip). */
export async function appendTips(
  events: EventStore,
  count: number,
  creators: readonly string[] = Array.from({ length: 7 }, () => uuidv7()),
): Promise<EventEnvelope[]> {
  const results = [];
  for (let i = 0; i < count; i++) {
    const event = tipEvent({ amountCents: 100 + (i % 13) });
    Object.assign(event.data as object, { creatorId: creators[i % creators.length] });
    results.push(events.appendToStream(`tip-${uuidv7()}`, [event]));
  }
  return (await Promise.all(results)).flatMap((result) => result.events);
}
