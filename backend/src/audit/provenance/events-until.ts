import type { EventEnvelope } from '@flirtwire/contracts';
import type {
  EventStore,
  ReadAllOptions,
  ReadStreamOptions,
} from '../../infrastructure/event-store/event-store.port.js';

/**
 * The log as it stood at an instant (exclusive, ISO): only the events that occurred before it,
 * read through the same calls (docs/adr/0073 time travel "at time T"; docs/adr/0120).
 */
export function eventsUntil(
  log: Pick<EventStore, 'readAll' | 'readStream'>,
  until: string,
): Pick<EventStore, 'readAll' | 'readStream'> {
  return {
    readAll: (options: ReadAllOptions = {}): Promise<EventEnvelope[]> => {
      const to = options.filter?.to && options.filter.to < until ? options.filter.to : until;
      return log.readAll({ ...options, filter: { ...options.filter, to } });
    },
    readStream: async (streamId: string, options?: ReadStreamOptions) =>
      (await log.readStream(streamId, options)).filter((event) => event.occurredAt < until),
  };
}
