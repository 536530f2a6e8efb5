import type { EventEnvelope } from '@flirtwire/contracts';

const DEFAULT_REMEMBERED = 100_000;

/**
 * Drops events a consumer has already been handed, by event id: the relay publishes again what
 * it published before a crash (at least once), and a batch whose commit was lost is delivered
 * again. Remembers the most recent ids (bounded), which covers any replay window the relay and
 * the bus produce; a consumer's own checkpoint covers what lies before it.
 *
 * @example
 * const dedupe = new EventIdDedupe();
 * const fresh = dedupe.filter(batch);
 */
export class EventIdDedupe {
  private readonly seen = new Set<string>();

  constructor(private readonly remembered = DEFAULT_REMEMBERED) {}

  /** The events not seen before, in order; `dropped` counts the others. */
  filter(events: readonly EventEnvelope[]): { events: EventEnvelope[]; dropped: number } {
    const fresh: EventEnvelope[] = [];
    for (const event of events) {
      if (this.seen.has(event.id)) continue;
      this.seen.add(event.id);
      fresh.push(event);
    }
    while (this.seen.size > this.remembered) {
      const oldest = this.seen.values().next().value;
      if (oldest === undefined) break;
      this.seen.delete(oldest);
    }
    return { events: fresh, dropped: events.length - fresh.length };
  }

  /** Forgets a batch that was not handled (its handler threw): it will be delivered again. */
  forget(events: readonly EventEnvelope[]): void {
    for (const event of events) this.seen.delete(event.id);
  }
}
