/**
 * Calendar days as `YYYY-MM-DD` text, without a date library. UTC days are what the calendar
 * (`DayStarted`) and the money windows use; zoned days are what a person sees ("days since last
 * contact" in the Flirt's time zone).
 */

const DAY_MS = 86_400_000;

/** What `toISOString` writes, with a time of day that exists: its UTC day is its first ten characters. */
const CANONICAL_UTC = /^\d{4}-\d{2}-\d{2}T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d{1,3})?Z$/;
/** Day texts seen by utcDay's shortcut, and whether each is a real calendar day (not 02-30). */
const realDays = new Map<string, boolean>();

/** The UTC day of an ISO instant: '2026-11-22T23:30:00-05:00' → '2026-11-23'. */
export function utcDay(iso: string): string {
  // Projections call this for nearly every event: skip the Date round trip for canonical text.
  if (CANONICAL_UTC.test(iso)) {
    const day = iso.slice(0, 10);
    let real = realDays.get(day);
    if (real === undefined) {
      real = !Number.isNaN(Date.parse(iso)) && new Date(iso).toISOString().startsWith(day);
      if (realDays.size >= 100_000) realDays.clear();
      realDays.set(day, real);
    }
    if (real) return day;
  }
  return new Date(iso).toISOString().slice(0, 10);
}

/** `day` moved by `days` (negative goes back). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

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
/** Instants whose zoned day the hour offsets below may answer (years 1 to 9998 in any zone). */
const EARLIEST = Date.UTC(1, 0, 2);
const LATEST = Date.UTC(9998, 11, 31);
/**
 * Per zone: the offset from UTC (ms) that holds through each UTC hour, or NaN for an hour in
 * which it changes (a daylight-saving switch): projections ask for the zoned day of nearly every
 * event, and formatting each instant with Intl was a measurable share of a replay.
 */
const hourOffsets = new Map<string, Map<number, number>>();

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

function hourOffset(instant: number, timeZone: string): number {
  let zone = hourOffsets.get(timeZone);
  if (!zone) {
    zone = new Map();
    hourOffsets.set(timeZone, zone);
  }
  const hour = Math.floor(instant / HOUR_MS);
  let offset = zone.get(hour);
  if (offset === undefined) {
    const start = offsetAt(hour * HOUR_MS, timeZone);
    offset = start === offsetAt(hour * HOUR_MS + HOUR_MS - 1_000, timeZone) ? start : Number.NaN;
    if (zone.size >= 50_000) zone.clear();
    zone.set(hour, offset);
  }
  return offset;
}

/** The day an instant falls on in `timeZone`. */
export function zonedDay(iso: string | Date, timeZone: string): string {
  const instant = new Date(iso).getTime();
  if (instant >= EARLIEST && instant <= LATEST) {
    const offset = hourOffset(instant, timeZone);
    if (!Number.isNaN(offset)) return new Date(instant + offset).toISOString().slice(0, 10);
  }
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
