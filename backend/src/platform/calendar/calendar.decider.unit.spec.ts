import { describe, it } from '@jest/globals';
import type { PlatformEvent } from '@flirtwire/contracts';
import { spec } from '../../test-support/decider-spec.js';
import { calendarDecider, nextDay, type StartDays } from './calendar.decider.js';

const day = (date: string): PlatformEvent => ({ type: 'DayStarted', data: { date } });
const start = (today: string, maxDays = 400): StartDays => ({
  type: 'StartDays',
  today,
  firstDay: today,
  maxDays,
});

describe('calendar decider', () => {
  it('starts an empty calendar on its first day', () => {
    spec(calendarDecider)
      .given([])
      .when(start('2026-11-22'))
      .then([day('2026-11-22')]);
  });

  it('starts nothing twice on the same day', () => {
    spec(calendarDecider)
      .given([day('2026-11-22')])
      .when(start('2026-11-22'))
      .then([]);
  });

  it('catches up every missed day in order, across month and year ends', () => {
    spec(calendarDecider)
      .given([day('2026-12-30')])
      .when(start('2027-01-02'))
      .then([day('2026-12-31'), day('2027-01-01'), day('2027-01-02')]);
  });

  it('catches up a long outage in bounded steps', () => {
    spec(calendarDecider)
      .given([day('2026-01-01')])
      .when(start('2026-12-31', 2))
      .then([day('2026-01-02'), day('2026-01-03')]);
  });

  it('counts leap days', () => {
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
    expect(nextDay('2028-02-29')).toBe('2028-03-01');
  });
});
