import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';

const Pair = { creatorId: Uuid, customerId: Uuid };

/**
 * One customer and one Flirt: follows (content context) and blocks (customers context) share the
 * stream `relationship-<creatorId>-<customerId>`, so "no following across a block" is decided in
 * one place. A block also ends that pair's subscriptions (a process reacts to CustomerBlocked).
 */
export const relationshipEvents = {
  Followed: defineEvent(z.object(Pair)),
  Unfollowed: defineEvent(z.object(Pair)),
  /** `by` is who blocked: the Flirt (from My Customers) or the customer. */
  CustomerBlocked: defineEvent(z.object({ ...Pair, by: z.enum(['creator', 'customer']) })),
  CustomerUnblocked: defineEvent(z.object({ ...Pair, by: z.enum(['creator', 'customer']) })),
};

export type RelationshipEvent = EventsOf<typeof relationshipEvents>;
