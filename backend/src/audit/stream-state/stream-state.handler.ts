import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { EventEnvelope, StreamStateResponse } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ValidationError } from '../../shared/errors.js';
import { readingTheLog } from '../audit-support.js';
import { PersonalDataMasker, streamSubject } from '../personal-data/personal-data-masker.js';
import { redactSecrets } from '../personal-data/secret-fields.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { StreamCategories } from '../time-travel/stream-categories.js';
import { categoryNameOf, foldEvents } from '../time-travel/stream-category.js';
import { StreamStateQuery } from './stream-state.query.js';

/**
 * The state of any aggregate at a revision (events 0..revision) or at a time (events that had
 * occurred by then), folded with its category's decider from the initial state. Without either
 * it is the state now.
 */
@QueryHandler(StreamStateQuery)
export class StreamStateHandler implements IQueryHandler<StreamStateQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly categories: StreamCategories,
    private readonly masker: PersonalDataMasker,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, streamId, params }: StreamStateQuery): Promise<StreamStateResponse> {
    const events = await readingTheLog(() => this.store.readStream(streamId));
    const lastRevision = events[events.length - 1]?.revision ?? -1;
    if (params.revision !== undefined && params.revision > lastRevision) {
      throw new ValidationError({
        revision:
          lastRevision < 0
            ? 'This stream has no events.'
            : `This stream has revisions 0 to ${lastRevision}.`,
      });
    }
    let upTo: EventEnvelope[] = events;
    if (params.revision !== undefined) {
      const revision = params.revision;
      upTo = events.filter((event) => event.revision <= revision);
    } else if (params.at !== undefined) {
      const at = Date.parse(params.at);
      upTo = events.filter((event) => Date.parse(event.occurredAt) <= at);
    }
    const last = upTo[upTo.length - 1];
    const category = this.categories.of(streamId);
    const state = category ? foldEvents(category.decider, upTo) : null;
    await this.recorder.query(auditor, 'stream-state', { streamId, ...params }, upTo.length);
    return {
      streamId,
      category: category?.category ?? categoryNameOf(streamId),
      decider: category?.decider.name ?? null,
      revision: last?.revision ?? -1,
      position: last?.position ?? null,
      occurredAt: last?.occurredAt ?? null,
      lastRevision,
      state: redactSecrets(state),
      personal: await this.masker.describe(state, streamSubject(streamId)),
    };
  }
}
