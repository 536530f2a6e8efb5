import { type AnyEventEnvelope, utcDay, READ_MODELS } from '@flirtwire/contracts';
import { type DocumentOp, documentOp, type ProjectionContext } from '../projection.js';
import { type CustomerDoc, rolled } from './customer-row.js';
import { CUSTOMER_ROWS, setOp } from './customer-row-writes.js';
import { Tally, type TallyRow } from './customer-stats.js';

export const CUSTOMER_CALENDAR = READ_MODELS.customerCalendar;

type CalendarDoc = { _id: string; day: string };

/** Today for the rows: the calendar's latest day, or the event's own day if that is later. */
export async function calendarDay(context: ProjectionContext, occurredAt: string): Promise<string> {
  const calendar = await context
    .collection<CalendarDoc>(CUSTOMER_CALENDAR)
    .findOne({ _id: 'calendar' });
  const day = utcDay(occurredAt);
  return calendar && calendar.day > day ? calendar.day : day;
}

/**
 * DayStarted: rolls the window sums of the rows whose `rollDay` has come, so "last 90 days"
 * stays right as days pass without other events.
 */
export async function startDay(
  event: Extract<AnyEventEnvelope, { type: 'DayStarted' }>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const day = event.data.date;
  const ops: DocumentOp[] = [
    documentOp<CalendarDoc>(CUSTOMER_CALENDAR, {
      updateOne: { filter: { _id: 'calendar' }, update: { $max: { day } }, upsert: true },
    }),
  ];
  // Only the windows move: read the buckets, write the sums (no whole row either way).
  const due = await context
    .collection<Pick<CustomerDoc, '_id' | 'creatorId' | 'days' | 'asOf' | 'e365' | 'position'>>(
      CUSTOMER_ROWS,
    )
    .find(
      { rollDay: { $lte: day } },
      { projection: { creatorId: 1, days: 1, asOf: 1, e365: 1, position: 1 } },
    )
    .toArray();
  const tally = new Tally();
  // A roll changes no tag: the same arrays on both sides tell the tally so.
  const tags: Pick<TallyRow, 'userTags' | 'systemTags'> = { userTags: [], systemTags: [] };
  for (const row of due) {
    if (row.position >= event.position) continue;
    const sums = rolled(row, day);
    ops.push(setOp(row._id, row.creatorId, { ...sums, position: event.position }));
    tally.add(
      { creatorId: row.creatorId, e365: row.e365, ...tags },
      { creatorId: row.creatorId, e365: sums.e365, ...tags },
      false,
    );
  }
  ops.push(...tally.ops());
  return ops;
}
