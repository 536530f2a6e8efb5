import { describe, expect, it } from '@jest/globals';
import { addDays, daysBetween, utcDay, zonedDay, zonedMidnight } from '../shared/days.js';
import {
  CustomerFilters,
  CustomerSort,
  normalizeTagName,
  SearchCustomersBody,
  tagKey,
} from './customer.commands.js';
import { lapseDays, lapseStatus, lapseWindows, tierRanks, valueTier } from './customer-segments.js';

describe('value tiers', () => {
  it('ranks the top 5%, 20% and 50% of spenders, at least one each', () => {
    expect(tierRanks(1)).toEqual({ Highest: 1, High: 1, Medium: 1 });
    expect(tierRanks(40)).toEqual({ Highest: 2, High: 8, Medium: 20 });
    expect(tierRanks(100_000)).toEqual({ Highest: 5_000, High: 20_000, Medium: 50_000 });
  });

  it('gives each amount its tier, ties sharing the higher one', () => {
    const cutoffs = { Highest: 10_000, High: 5_000, Medium: 1_000 };
    expect(valueTier(10_000, 10_000, cutoffs)).toBe('Highest');
    expect(valueTier(9_999, 10_000, cutoffs)).toBe('High');
    expect(valueTier(5_000, 10_000, cutoffs)).toBe('High');
    expect(valueTier(1_000, 10_000, cutoffs)).toBe('Medium');
    expect(valueTier(1, 10_000, cutoffs)).toBe('Low');
    expect(valueTier(0, 10_000, cutoffs)).toBe('$0 L365D');
    expect(valueTier(0, 0, cutoffs)).toBe('No spend');
    expect(valueTier(0, -500, cutoffs)).toBe('No spend');
  });
});

describe('lapse status', () => {
  const facts = {
    paid: true,
    lifetimeCents: 5_000,
    earnDays: 5,
    days: lapseDays('2026-01-01', '2026-06-01', 5),
  };

  it('windows follow the customer’s cadence, rounded up to the fixed steps', () => {
    expect(lapseWindows(1, 0)).toEqual({ activeDays: 30, lapsedDays: 90 });
    // Weekly: cadence 7 → 14 → 30 active; 28 / 60 → 90 lapsed.
    expect(lapseWindows(10, 63)).toEqual({ activeDays: 30, lapsedDays: 90 });
    // Monthly: cadence 30 → 60 active; 120 → 120 lapsed.
    expect(lapseWindows(4, 90)).toEqual({ activeDays: 60, lapsedDays: 120 });
    // Twice a year: cadence 180 → 360 → 180 active (cap); 720 → 365 lapsed (cap).
    expect(lapseWindows(2, 180)).toEqual({ activeDays: 180, lapsedDays: 365 });
  });

  it('turns the windows into the days the status changes', () => {
    // Five paying days over 151 days: cadence 37.75 → 90 active, 180 lapsed.
    expect(facts.days).toEqual({
      newUntil: '2026-01-31',
      activeThrough: '2026-08-30',
      lapsingThrough: '2026-11-28',
    });
  });

  it('follows the order of the rules, day by day', () => {
    expect(lapseStatus({ ...facts, paid: false }, '2026-06-02')).toBe('No spend');
    expect(lapseStatus({ ...facts, lifetimeCents: 0 }, '2026-06-02')).toBe('Unknown');
    expect(lapseStatus(facts, '2026-01-30')).toBe('New');
    expect(lapseStatus({ ...facts, earnDays: 1 }, '2026-01-31')).toBe('1-day Only');
    expect(lapseStatus(facts, '2026-08-30')).toBe('Active');
    expect(lapseStatus(facts, '2026-08-31')).toBe('Lapsing');
    expect(lapseStatus(facts, '2026-11-28')).toBe('Lapsing');
    expect(lapseStatus(facts, '2026-11-29')).toBe('Lapsed');
  });
});

describe('days', () => {
  it('moves and measures UTC days', () => {
    expect(utcDay('2026-11-22T23:30:00-05:00')).toBe('2026-11-23');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2025-11-22', '2026-11-22')).toBe(365);
  });

  it('finds days and midnights in a time zone, across daylight saving', () => {
    expect(zonedDay('2026-11-23T03:00:00.000Z', 'America/New_York')).toBe('2026-11-22');
    expect(zonedMidnight('2026-11-22', 'America/New_York')).toBe('2026-11-22T05:00:00.000Z');
    expect(zonedMidnight('2026-07-04', 'America/New_York')).toBe('2026-07-04T04:00:00.000Z');
    expect(zonedMidnight('2026-03-08', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(zonedMidnight('2026-11-22', 'UTC')).toBe('2026-11-22T00:00:00.000Z');
  });
});

describe('tags and filters', () => {
  it('keeps printable ASCII without the caret, trimmed', () => {
    expect(normalizeTagName('  VIP^  fan ☺ ')).toBe('VIP fan');
    expect(normalizeTagName('tab\there')).toBe('tabhere');
    expect(normalizeTagName('^^^')).toBe('');
    expect(tagKey(' Big Spender ')).toBe('big spender');
  });

  it('fills every filter default (spec 002 §3)', () => {
    const filters = CustomerFilters.parse({});
    expect(filters).toMatchObject({
      minAmount: '50',
      includeZeroSpendCustomers: true,
      earningsChannel: 'All',
      value: [],
      contactedDaysAgo: null,
    });
    expect(SearchCustomersBody.parse({})).toMatchObject({
      page: 1,
      sort: [
        { column: 'days_since_last_contact', direction: 'asc' },
        { column: 'skr_365D_earnings', direction: 'desc' },
      ],
    });
  });

  it('refuses day ranges outside 0 to 1090 or upside down, and more than two sort columns', () => {
    expect(
      CustomerFilters.safeParse({ contactedDaysAgo: { min: 0, max: 1091 } }).error?.issues[0]
        ?.message,
    ).toBe('Days ago must be between 0 and 1090.');
    expect(
      CustomerFilters.safeParse({ earnedDaysAgo: { min: 9, max: 3 } }).error?.issues[0]?.message,
    ).toBe('The first number of days must not be more than the second.');
    const three = [
      { column: 'skr_lt_earnings', direction: 'asc' },
      { column: 'skr_90D_earnings', direction: 'asc' },
      { column: 'skr_365D_earnings', direction: 'asc' },
    ];
    expect(CustomerSort.safeParse(three).error?.issues[0]?.message).toBe(
      'Sort by at most two columns.',
    );
    expect(CustomerSort.safeParse([three[0], three[0]]).error?.issues[0]?.message).toBe(
      'Sort by each column only once.',
    );
  });
});
