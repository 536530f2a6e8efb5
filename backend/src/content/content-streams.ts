import { Inject, Injectable } from '@nestjs/common';
import type { DomainEvent } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../infrastructure/event-store/event-store.port.js';
import type { Decider } from '../shared/domain/decider.js';

const CACHE_SIZE = 20_000;

/**
 * Reads the current state of short streams (a post, a file, an onboarding) by folding them with
 * their decider, from a cached state forward. Handlers use it to gather the facts a decision
 * needs from other aggregates without waiting for a projection.
 *
 * @example
 * const post = await streams.state(postDecider, postStreamId(postId));
 */
@Injectable()
export class ContentStreams {
  private readonly cache = new Map<string, { state: unknown; revision: number }>();

  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async state<S, C, E extends DomainEvent>(
    decider: Decider<S, C, E>,
    streamId: string,
  ): Promise<S> {
    const key = `${decider.name}\u0000${streamId}`;
    const cached = this.cache.get(key);
    const newer = await this.store.readStream(streamId, {
      fromRevision: (cached?.revision ?? -1) + 1,
    });
    if (newer.length === 0) return (cached?.state as S | undefined) ?? decider.initialState;
    const handles = new Set<string>(decider.eventTypes);
    let state = (cached?.state as S | undefined) ?? decider.initialState;
    for (const event of newer) {
      if (handles.has(event.type)) {
        state = decider.evolve(state, { type: event.type, data: event.data } as E);
      }
    }
    const revision = newer[newer.length - 1]?.revision ?? -1;
    this.cache.delete(key);
    this.cache.set(key, { state, revision });
    if (this.cache.size > CACHE_SIZE) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    return state;
  }
}
