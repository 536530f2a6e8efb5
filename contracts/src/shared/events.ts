import { z } from 'zod';
import { Actor } from './roles.js';

/**
 * Metadata carried by every stored event. `prevHash` and `hash` form the per-stream hash chain
 * (ARCHITECTURE.md, Events): hash = sha256(prevHash, id, type, canonical data).
 */
export const EventMetadata = z.object({
  correlationId: z.string(),
  causationId: z.string(),
  actor: Actor,
  idempotencyKey: z.string().optional(),
  /** Hash of the request body that carried `idempotencyKey`; a replay with another body is refused. */
  requestHash: z.string().optional(),
  prevHash: z.string(),
  hash: z.string(),
});
export type EventMetadata = z.infer<typeof EventMetadata>;

/** The metadata a writer supplies; the store adds the hash chain. */
export type EventMetadataInput = Omit<EventMetadata, 'prevHash' | 'hash'>;

/** A stored event as every reader sees it (after upcasting to the current schema version). */
export interface EventEnvelope<TType extends string = string, TData = unknown> {
  readonly id: string;
  readonly type: TType;
  readonly schemaVersion: number;
  readonly streamId: string;
  /** 0-based revision within its stream. */
  readonly revision: number;
  /** Global position in the ordered log; strictly increasing in commit order. */
  readonly position: number;
  /** UTC ISO-8601. */
  readonly occurredAt: string;
  readonly metadata: EventMetadata;
  readonly data: TData;
}

/** What a decider emits: a type and its data, before the store gives it an envelope. */
export interface DomainEvent<TType extends string = string, TData = unknown> {
  readonly type: TType;
  readonly data: TData;
}

/** Envelope of one member of a domain-event union (distributes over the union). */
export type EnvelopeOf<E extends DomainEvent> =
  E extends DomainEvent<infer T, infer D> ? EventEnvelope<T, D> : never;

/** Turns stored data of version n into version n + 1. Stored events are never rewritten. */
export type Upcaster = (data: Record<string, unknown>) => Record<string, unknown>;

export interface EventDefinition<S extends z.ZodType = z.ZodType> {
  readonly schema: S;
  /** upcasters[i] turns version i + 1 into version i + 2; the current version is length + 1. */
  readonly upcasters: readonly Upcaster[];
}

/** Declares one event type's data schema and, once it has changed, the upcasters of old versions. */
export function defineEvent<S extends z.ZodType>(
  schema: S,
  upcasters: readonly Upcaster[] = [],
): EventDefinition<S> {
  return { schema, upcasters };
}

/** The discriminated union `{ type, data }` of a context's event definitions. */
export type EventsOf<D extends Record<string, EventDefinition>> = {
  [K in keyof D & string]: DomainEvent<K, z.output<D[K]['schema']>>;
}[keyof D & string];
