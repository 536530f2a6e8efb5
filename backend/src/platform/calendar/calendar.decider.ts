import type { PlatformEvent } from '@flirtwire/contracts';
import type { Decider } from '../../shared/domain/decider.js';

export interface StartDays {
  readonly type: 'StartDays';
  /** Today (UTC, YYYY-MM-DD). */
  readonly today: string;
  /** The first day to start when the calendar is empty. */
  readonly firstDay: string;
  /** At most this many days per command, so a long outage catches up in bounded steps. */
  readonly maxDays: number;
}

export interface CalendarState {
  readonly lastDay: string | null;
}

/** The next UTC date after `date` (YYYY-MM-DD). */
export function nextDay(date: string): string {
  const next = new Date(`${date}T00:00:00.000Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** Appends one DayStarted for every day after the last one up to today, in order, never twice. */
export const calendarDecider: Decider<CalendarState, StartDays, PlatformEvent> = {
  name: 'calendar',
  eventTypes: ['DayStarted'],
  initialState: { lastDay: null },
  evolve: (_state, event) => ({ lastDay: event.data.date }),
  decide(command, state) {
    const events: PlatformEvent[] = [];
    let day = state.lastDay === null ? command.firstDay : nextDay(state.lastDay);
    while (day <= command.today && events.length < command.maxDays) {
      events.push({ type: 'DayStarted', data: { date: day } });
      day = nextDay(day);
    }
    return events;
  },
};
