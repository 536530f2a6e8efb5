/**
 * Calendar days as `YYYY-MM-DD` text, without a date library. UTC days are what the calendar
 * (`DayStarted`) and the money windows use; zoned days are what a person sees ("days since last
 * contact" in the Flirt's time zone).
 */

import { remembering } from './remembering.js';

const DAY_MS = 86_400_000;

/** What `toISOString` writes, with a time of day that exists: its UTC day is its first ten characters. */
const CANONICAL_UTC = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,3})?Z$/;
/** Whether `YYYY-MM-DD` text names a real calendar day (not 02-30), as the Date round trip sees it. */
const isCalendarDay = remembering((day: string) => {
  const ms = Date.parse(`${day}T00:00:00.000Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().startsWith(day);
});

/** The UTC day of an ISO instant: '2026-11-22T23:30:00-05:00' → '2026-11-23'. */
export function utcDay(iso: string): string {
  // Projections call this for nearly every event: skip the Date round trip for canonical text.
  if (CANONICAL_UTC.test(iso)) {
    const day = iso.slice(0, 10);
    if (isCalendarDay(day)) return day;
  }
  return new Date(iso).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * A day as a whole number (days since 1970-01-01) and back, remembered: a history spans few
 * days, and folds that count in days convert the same ones again and again.
 */
export const dayNumber = remembering((day: string) =>
  Math.round(Date.parse(`${day}T00:00:00.000Z`) / DAY_MS),
);
export const dayText = remembering((day: number) =>
  new Date(day * DAY_MS).toISOString().slice(0, 10),
);

/** Whole days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / DAY_MS,
  );
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string): Intl.DateTimeFormat {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, format);
  }
  return format;
}

function zonedParts(instant: number, timeZone: string): Record<string, number> {
  const parts: Record<string, number> = {};
  for (const part of formatter(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return parts;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    formatter(timeZone);
    return true;
  } catch {
    return false;
  }
}

const HOUR_MS = 3_600_000;
/**
 * Instants whose zoned day the hour offsets below may answer. `Date.UTC` reads years below 100
 * as 19xx, so wall clocks before 1901 are left to Intl alone.
 */
const EARLIEST = Date.UTC(1901, 0, 2);
const LATEST = Date.UTC(9998, 11, 31);

/** The zone's wall clock at `instant`, read as if it were UTC (ms, whole seconds). */
function wallClock(instant: number, timeZone: string): number {
  const p = zonedParts(instant, timeZone);
  return Date.UTC(
    p.year ?? 1970,
    (p.month ?? 1) - 1,
    p.day ?? 1,
    p.hour ?? 0,
    p.minute ?? 0,
    p.second ?? 0,
  );
}

/** The zone's wall clock minus UTC at `instant`, to the second (zones once had second offsets). */
function offsetAt(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone) - Math.floor(instant / 1_000) * 1_000;
}

/**
 * Per zone and UTC hour: the offset from UTC (ms) that holds through that hour, or NaN for an
 * hour in which it changes (a daylight-saving switch). Projections ask for the zoned day of
 * nearly every event, and formatting each instant with Intl was a measurable share of a replay.
 */
const hourOffsets = remembering((timeZone: string) =>
  remembering((hour: number) => {
    const start = offsetAt(hour * HOUR_MS, timeZone);
    return start === offsetAt(hour * HOUR_MS + HOUR_MS - 1_000, timeZone) ? start : Number.NaN;
  }, 50_000),
);

/**
 * Per zone and UTC day: the offset that holds through that whole day, or NaN for a day with a
 * switch (its hours answer then). Years of history span tens of thousands of hours but only
 * hundreds of days, so most instants cost two Intl reads per day instead of per hour.
 */
const dayOffsets = remembering((timeZone: string) =>
  remembering((day: number) => {
    const start = offsetAt(day * DAY_MS, timeZone);
    return start === offsetAt(day * DAY_MS + DAY_MS - 1_000, timeZone) ? start : Number.NaN;
  }, 50_000),
);

/** The zone's offset from UTC at `instant` from the remembered days and hours; NaN within a switch. */
function rememberedOffset(instant: number, timeZone: string): number {
  if (!(instant >= EARLIEST && instant <= LATEST)) return Number.NaN;
  const offset = dayOffsets(timeZone)(Math.floor(instant / DAY_MS));
  return Number.isNaN(offset) ? hourOffsets(timeZone)(Math.floor(instant / HOUR_MS)) : offset;
}

/** The day an instant falls on in `timeZone`. */
export function zonedDay(iso: string | Date, timeZone: string): string {
  const instant = typeof iso === 'string' ? Date.parse(iso) : iso.getTime();
  const offset = rememberedOffset(instant, timeZone);
  if (!Number.isNaN(offset)) return dayText(Math.floor((instant + offset) / DAY_MS));
  const p = zonedParts(instant, timeZone);
  const pad = (n: number | undefined, width = 2) => String(n ?? 0).padStart(width, '0');
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}`;
}

/** The instant (ISO, UTC) at which `day` begins in `timeZone`. */
export function zonedMidnight(day: string, timeZone: string): string {
  const wanted = Date.parse(`${day}T00:00:00.000Z`);
  // Two passes find the offset even across a daylight-saving change on that day.
  let guess = wanted;
  for (let i = 0; i < 2; i++) {
    guess += wanted - wallClock(guess, timeZone);
  }
  return new Date(guess).toISOString();
}

/**
 * Where an instant falls in `timeZone`'s week: weekday 0 (Monday) to 6 (Sunday) and hour 0-23
 * of the wall clock, across daylight-saving changes (the offset of that very hour).
 *
 * @example zonedWeekHour('2026-03-08T10:30:00Z', 'America/New_York') → { weekday: 6, hour: 6 }
 */
export function zonedWeekHour(
  iso: string | Date,
  timeZone: string,
): { weekday: number; hour: number } {
  const instant = new Date(iso).getTime();
  let offset = rememberedOffset(instant, timeZone);
  // Within the hour of a switch, read the offset of the instant itself.
  if (Number.isNaN(offset)) offset = offsetAt(instant, timeZone);
  const wall = new Date(instant + offset);
  return { weekday: (wall.getUTCDay() + 6) % 7, hour: wall.getUTCHours() };
}
