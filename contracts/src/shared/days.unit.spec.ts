import { describe, expect, it } from '@jest/globals';
import { utcDay, zonedDay } from './days.js';

describe('utcDay', () => {
  it('reads the UTC day of canonical instants and of instants with an offset', () => {
    expect(utcDay('2026-11-22T23:30:00.000Z')).toBe('2026-11-22');
    expect(utcDay('2026-11-22T00:00:00Z')).toBe('2026-11-22');
    expect(utcDay('2026-11-22T23:30:00-05:00')).toBe('2026-11-23');
    expect(utcDay('2026-11-22T01:30:00+02:00')).toBe('2026-11-21');
    expect(utcDay('2024-02-29T12:00:00.000Z')).toBe('2024-02-29');
  });

  it('answers as the Date round trip does for days that do not exist and for text that is no date', () => {
    const roundTrip = (iso: string) => new Date(iso).toISOString().slice(0, 10);
    for (const iso of [
      '2026-02-30T10:00:00.000Z',
      '2025-02-29T10:00:00.000Z',
      '2026-04-31T00:00:00Z',
    ]) {
      expect(utcDay(iso)).toBe(roundTrip(iso));
      // Asked again: the remembered answer is the same.
      expect(utcDay(iso)).toBe(roundTrip(iso));
    }
    expect(() => utcDay('not a date')).toThrow(RangeError);
    expect(() => utcDay('2026-13-01T00:00:00.000Z')).toThrow(RangeError);
    expect(utcDay('2026-02-28T23:59:59.999Z')).toBe('2026-02-28');
  });
});

describe('zonedDay', () => {
  /** One formatter per zone: building one takes far longer than formatting (55,000 calls). */
  const formatters = new Map<string, Intl.DateTimeFormat>();
  /** What zonedDay answered before it remembered offsets: Intl's parts of the instant itself. */
  const byIntl = (instant: number, timeZone: string) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
      formatter = new Intl.DateTimeFormat('en-CA', {
        timeZone,
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      formatters.set(timeZone, formatter);
    }
    const parts = formatter.formatToParts(instant);
    const part = (type: string) => parts.find((p) => p.type === type)?.value;
    return `${part('year')}-${part('month')}-${part('day')}`;
  };
  const zones = [
    'UTC',
    'America/New_York',
    'America/St_Johns', // −3:30: its switches fall mid-hour in UTC
    'Asia/Kolkata',
    'Asia/Kathmandu', // +5:45
    'Australia/Lord_Howe', // a 30-minute daylight-saving shift
    'Pacific/Chatham', // +12:45 / +13:45
    'Pacific/Kiritimati', // +14
    'Africa/Monrovia', // −0:44:30 until 1972
  ];

  it('agrees with Intl at every 7 minutes around daylight-saving switches and at random instants', () => {
    const starts = [
      Date.UTC(2026, 2, 7),
      Date.UTC(2026, 3, 4),
      Date.UTC(2026, 9, 3),
      Date.UTC(2026, 10, 1),
      Date.UTC(1971, 5, 1),
      // St. John's switched at 00:01 local until 2011: 02:31 UTC, so the day changes mid-hour.
      Date.UTC(2010, 2, 13),
      Date.UTC(2010, 10, 6),
    ];
    /** Three days around each start, every 7 minutes 13 seconds. */
    const SPAN = 3 * 86_400_000;
    const STEP = 7 * 60_000 + 13_000;
    let random = 42;
    const next = () => (random = (random * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    // Every instant is compared; the disagreements are listed and must be none. One expect over
    // the list instead of one per instant (74,000 of them took most of this suite's time).
    const disagreements: { zone: string; instant: string; zonedDay: string; intl: string }[] = [];
    const compare = (zone: string, t: number, ours: string) => {
      const intl = byIntl(t, zone);
      if (ours !== intl) {
        disagreements.push({ zone, instant: new Date(t).toISOString(), zonedDay: ours, intl });
      }
    };
    let compared = 0;
    for (const zone of zones) {
      for (const start of starts) {
        for (let t = start; t < start + SPAN; t += STEP) {
          compare(zone, t, zonedDay(new Date(t), zone));
          compared++;
        }
      }
      for (let i = 0; i < 2_000; i++) {
        const t = Date.UTC(1900, 0, 1) + Math.floor(next() * 200 * 365 * 86_400_000);
        compare(zone, t, zonedDay(new Date(t).toISOString(), zone));
        compared++;
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBe(zones.length * (starts.length * Math.ceil(SPAN / STEP) + 2_000));
  });

  it('refuses an unknown zone and an invalid instant', () => {
    expect(() => zonedDay('2026-11-22T10:00:00Z', 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => zonedDay('not a date', 'UTC')).toThrow(RangeError);
  });
});
