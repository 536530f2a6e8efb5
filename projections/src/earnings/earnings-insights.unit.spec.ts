import { describe, expect, it } from '@jest/globals';
import type { EarningsChannel } from '@flirtwire/contracts';
import {
  addMonths,
  channelBucketOf,
  earningsInsights,
  type InsightPayment,
} from './earnings-insights.js';

const NY = 'America/New_York';
const pay = (
  customerId: string,
  at: string,
  grossCents = 1_000,
  channel: EarningsChannel = 'Tributes',
): InsightPayment => ({ customerId, at, channel, grossCents });

const cell = (insights: ReturnType<typeof earningsInsights>, weekday: number, hour: number) =>
  insights.heatMap.find((c) => c.weekday === weekday && c.hour === hour);

describe('earnings insights', () => {
  describe('spenders and new spenders', () => {
    const payments = [
      // Ann paid before the window and again in it: a spender, not a new one.
      pay('ann', '2026-01-10T12:00:00.000Z', 500),
      pay('ann', '2026-03-02T12:00:00.000Z', 700),
      // Bob's first payment ever is in the window: new.
      pay('bob', '2026-03-03T12:00:00.000Z', 1_000),
      pay('bob', '2026-03-04T12:00:00.000Z', 1_000),
      // Cy paid only before the window.
      pay('cy', '2026-02-27T23:59:59.000Z', 900),
      // Dee pays after `to`: not there yet, for the window nor for her first payment.
      pay('dee', '2026-03-09T00:00:00.000Z', 5_000),
      // A free minute is no purchase.
      pay('eve', '2026-03-05T12:00:00.000Z', 0),
    ];
    const insights = earningsInsights(payments, {
      from: '2026-03-01',
      to: '2026-03-08',
      timeZone: NY,
    });

    it('counts customers who paid in the window, and those whose first payment ever is in it', () => {
      expect(insights.spenders).toBe(2);
      expect(insights.newSpenders).toBe(1);
      expect(insights.gross).toBe(2_700);
      expect(insights.averagePerSpender).toBe(1_350);
    });

    it('over a lifetime every spender is new, and the average is rounded to the cent', () => {
      const all = earningsInsights(payments, { from: null, to: '2026-03-08', timeZone: NY });
      expect(all.spenders).toBe(3);
      expect(all.newSpenders).toBe(3);
      expect(all.averagePerSpender).toBe(1_367); // 4_100 / 3
    });

    it('a customer whose first payment was the window’s first day is new; the day before, not', () => {
      const edge = earningsInsights(payments, {
        from: '2026-02-28',
        to: '2026-03-08',
        timeZone: NY,
      });
      expect(edge.newSpenders).toBe(1);
      const earlier = earningsInsights(payments, {
        from: '2026-02-27',
        to: '2026-03-08',
        timeZone: NY,
      });
      expect(earlier.spenders).toBe(3);
      expect(earlier.newSpenders).toBe(2);
    });

    it('lists the top spenders by gross with their share of it', () => {
      expect(insights.topSpenders).toEqual([
        { customerId: 'bob', gross: 2_000, share: 2_000 / 2_700 },
        { customerId: 'ann', gross: 700, share: 700 / 2_700 },
      ]);
    });

    it('has nothing to show without payments', () => {
      const none = earningsInsights([], { from: '2026-03-01', to: '2026-03-08', timeZone: NY });
      expect(none).toMatchObject({
        spenders: 0,
        newSpenders: 0,
        averagePerSpender: 0,
        best: null,
        topSpenders: [],
        cohorts: [],
        channelsOverTime: [],
      });
      expect(none.heatMap).toHaveLength(168);
    });
  });

  describe('weekday and hour in the reporting time zone', () => {
    it('buckets by the wall clock on both sides of the spring-forward change', () => {
      const insights = earningsInsights(
        [
          // Saturday 2026-03-07 09:00 EST (UTC−5) and Monday 2026-03-09 10:00 EDT (UTC−4): the
          // same UTC hour, different local hours.
          pay('ann', '2026-03-07T14:00:00.000Z'),
          pay('ann', '2026-03-09T14:00:00.000Z'),
          // Sunday 2026-03-08: 01:30 EST, then (02:00 does not exist) 03:30 EDT.
          pay('bob', '2026-03-08T06:30:00.000Z'),
          pay('bob', '2026-03-08T07:30:00.000Z', 3_000),
        ],
        { from: null, to: '2026-03-09', timeZone: NY },
      );
      expect(cell(insights, 5, 9)?.payments).toBe(1);
      expect(cell(insights, 0, 10)?.payments).toBe(1);
      expect(cell(insights, 6, 1)?.payments).toBe(1);
      expect(cell(insights, 6, 2)?.payments).toBe(0);
      expect(cell(insights, 6, 3)).toEqual({ weekday: 6, hour: 3, payments: 1, gross: 3_000 });
      expect(insights.best).toEqual({ weekday: 6, hour: 3, gross: 3_000 });
      expect(insights.heatMap.reduce((n, c) => n + c.payments, 0)).toBe(4);
    });

    it('puts both 1 a.m. hours of the fall-back change in the same cell', () => {
      const insights = earningsInsights(
        [
          pay('ann', '2026-11-01T05:30:00.000Z'), // 01:30 EDT
          pay('bob', '2026-11-01T06:30:00.000Z'), // 01:30 EST
        ],
        { from: null, to: '2026-11-01', timeZone: NY },
      );
      expect(cell(insights, 6, 1)).toEqual({ weekday: 6, hour: 1, payments: 2, gross: 2_000 });
    });

    it('a UTC Monday morning is a Sunday evening in New York', () => {
      const insights = earningsInsights([pay('ann', '2026-03-02T02:00:00.000Z')], {
        from: null,
        to: '2026-03-02',
        timeZone: NY,
      });
      expect(insights.best).toEqual({ weekday: 6, hour: 21, gross: 1_000 });
      const utc = earningsInsights([pay('ann', '2026-03-02T02:00:00.000Z')], {
        from: null,
        to: '2026-03-02',
        timeZone: 'UTC',
      });
      expect(utc.best).toEqual({ weekday: 0, hour: 2, gross: 1_000 });
    });
  });

  describe('retention cohorts by month of first purchase', () => {
    const payments = [
      // 2026-02-01 03:00 UTC is still January 31 in New York: a January customer.
      pay('ann', '2026-02-01T03:00:00.000Z'),
      pay('ann', '2026-03-15T12:00:00.000Z'),
      pay('bob', '2026-01-20T12:00:00.000Z'),
      pay('bob', '2026-02-10T12:00:00.000Z'),
      pay('bob', '2026-02-11T12:00:00.000Z'),
      pay('cy', '2026-02-05T12:00:00.000Z'),
      pay('cy', '2026-04-05T12:00:00.000Z'),
    ];

    it('counts, per cohort, the customers who paid again each later month up to today', () => {
      const { cohorts } = earningsInsights(payments, {
        from: '2026-04-01',
        to: '2026-04-10',
        timeZone: NY,
      });
      expect(cohorts).toEqual([
        { month: '2026-01', customers: 2, active: [2, 1, 1, 0] },
        { month: '2026-02', customers: 1, active: [1, 0, 1] },
        { month: '2026-03', customers: 0, active: [0, 0] },
        { month: '2026-04', customers: 0, active: [0] },
      ]);
    });

    it('in UTC Ann is a February customer', () => {
      const { cohorts } = earningsInsights(payments, {
        from: null,
        to: '2026-02-28',
        timeZone: 'UTC',
      });
      expect(cohorts).toEqual([
        { month: '2026-01', customers: 1, active: [1, 1] },
        { month: '2026-02', customers: 2, active: [2] },
      ]);
    });

    it('keeps the newest twelve months', () => {
      const { cohorts } = earningsInsights(payments, {
        from: null,
        to: '2027-06-30',
        timeZone: NY,
      });
      expect(cohorts).toHaveLength(12);
      expect(cohorts[0]?.month).toBe('2026-07');
      expect(cohorts.at(-1)).toEqual({ month: '2027-06', customers: 0, active: [0] });
    });
  });

  it('adds gross per channel per month for a year or lifetime, months without payments at zero', () => {
    const insights = earningsInsights(
      [
        pay('ann', '2026-01-05T12:00:00.000Z', 1_000, 'Calls'),
        pay('bob', '2026-01-06T12:00:00.000Z', 500, 'Chat'),
        pay('ann', '2026-03-05T12:00:00.000Z', 250, 'Calls'),
      ],
      { from: null, to: '2026-03-31', timeZone: NY },
    );
    expect(insights.bucket).toBe('month');
    expect(
      insights.channelsOverTime.map((m) => [m.start, m.gross.Calls, m.gross.Chat, m.gross.total]),
    ).toEqual([
      ['2026-01-01', 1_000, 500, 1_500],
      ['2026-02-01', 0, 0, 0],
      ['2026-03-01', 250, 0, 250],
    ]);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2026-01', -1)).toBe('2025-12');
  });

  it('draws a 30-day window day by day: every day of it a point, in the time zone', () => {
    const insights = earningsInsights(
      [
        // 02:00 UTC on the 10th is still the 9th in New York.
        pay('ann', '2026-03-10T02:00:00.000Z', 1_000, 'Calls'),
        pay('bob', '2026-03-20T15:00:00.000Z', 500, 'Chat'),
      ],
      { from: '2026-03-02', to: '2026-03-31', timeZone: NY },
    );
    expect(insights.bucket).toBe('day');
    expect(insights.channelsOverTime).toHaveLength(30);
    expect(insights.channelsOverTime[0]?.start).toBe('2026-03-02');
    expect(insights.channelsOverTime.at(-1)?.start).toBe('2026-03-31');
    expect(
      insights.channelsOverTime
        .filter((d) => d.gross.total > 0)
        .map((d) => [d.start, d.gross.total]),
    ).toEqual([
      ['2026-03-09', 1_000],
      ['2026-03-20', 500],
    ]);
  });

  it('draws 90 and 180 days week by week from Monday, and a year month by month', () => {
    const window = { from: '2026-01-01', to: '2026-03-31', timeZone: NY };
    const insights = earningsInsights(
      [
        pay('ann', '2026-01-01T15:00:00.000Z', 100, 'Calls'), // a Thursday
        pay('ann', '2026-01-04T15:00:00.000Z', 200, 'Calls'), // the Sunday after
        pay('bob', '2026-01-05T15:00:00.000Z', 400, 'Chat'), // the next Monday
      ],
      window,
    );
    expect(insights.bucket).toBe('week');
    expect(insights.channelsOverTime.slice(0, 2).map((w) => [w.start, w.gross.total])).toEqual([
      ['2025-12-29', 300],
      ['2026-01-05', 400],
    ]);
    expect(insights.channelsOverTime.at(-1)?.start).toBe('2026-03-30');
    expect(channelBucketOf({ from: '2026-01-01', to: '2026-03-03' })).toBe('day');
    expect(channelBucketOf({ from: '2025-10-01', to: '2026-03-31' })).toBe('week');
    expect(channelBucketOf({ from: '2025-04-01', to: '2026-03-31' })).toBe('month');
    expect(channelBucketOf({ from: null, to: '2026-03-31' })).toBe('month');
  });
});
