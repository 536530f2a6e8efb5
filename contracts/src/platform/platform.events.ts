import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';

export const IsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD');

/**
 * Platform context. `DayStarted` is appended once per UTC day to the stream `calendar` (missed
 * days are caught up after downtime), so read models whose figures depend on today ("last 90
 * days") can roll their windows while staying pure functions of the event log: a rebuild
 * replays the same days in the same order.
 */
export const platformEvents = {
  DayStarted: defineEvent(z.object({ date: IsoDate })),
};

export type PlatformEvent = EventsOf<typeof platformEvents>;
