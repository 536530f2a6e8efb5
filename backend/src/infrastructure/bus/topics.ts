import { EVENT_CONTEXTS, type EventEnvelope, eventContextOf } from '@flirtwire/contracts';

/** Topic names start with this unless configured otherwise (`BUS_TOPIC_PREFIX`). */
export const DEFAULT_TOPIC_PREFIX = 'flirtwire.events.';

/** The topic of an event: its bounded context's (`flirtwire.events.payments`). */
export function topicOf(event: Pick<EventEnvelope, 'type'>, prefix = DEFAULT_TOPIC_PREFIX): string {
  return `${prefix}${eventContextOf(event.type)}`;
}

/** Every context's topic (the ones a worker that projects everything subscribes to). */
export function allTopics(prefix = DEFAULT_TOPIC_PREFIX): string[] {
  return [...EVENT_CONTEXTS, 'unknown'].map((context) => `${prefix}${context}`);
}

/**
 * The message key: the event's owning creator (`data.creatorId`), else its stream, so one
 * creator's events land in one partition and keep their order.
 */
export function keyOf(event: Pick<EventEnvelope, 'streamId' | 'data'>): string {
  const data = event.data as { readonly creatorId?: unknown } | null;
  const creatorId = data && typeof data === 'object' ? data.creatorId : undefined;
  return typeof creatorId === 'string' && creatorId !== ''
    ? `creator:${creatorId}`
    : event.streamId;
}

/** The partition of a key among `partitions` (FNV-1a; the in-process bus's partitioner). */
export function partitionOf(key: string, partitions: number): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) {
    hash ^= key.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % partitions;
}
