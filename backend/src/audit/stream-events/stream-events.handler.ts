import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StreamEventsResponse } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { readingTheLog } from '../audit-support.js';
import { PersonalDataMasker } from '../personal-data/personal-data-masker.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { StreamCategories } from '../time-travel/stream-categories.js';
import { categoryNameOf } from '../time-travel/stream-category.js';
import { StreamEventsQuery } from './stream-events.query.js';

@QueryHandler(StreamEventsQuery)
export class StreamEventsHandler implements IQueryHandler<StreamEventsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly masker: PersonalDataMasker,
    private readonly recorder: AuditRecorder,
    private readonly categories: StreamCategories,
  ) {}

  async execute({ auditor, streamId, params }: StreamEventsQuery): Promise<StreamEventsResponse> {
    const { events, lastRevision } = await readingTheLog(async () => {
      const [tail] = await this.store.readStream(streamId, {
        direction: 'backwards',
        maxCount: 1,
      });
      const page = await this.store.readStream(streamId, {
        fromRevision: params.fromRevision,
        maxCount: params.limit,
      });
      return { events: page, lastRevision: tail?.revision ?? -1 };
    });
    await this.recorder.query(auditor, 'stream-events', { streamId, ...params }, events.length);
    const last = events[events.length - 1];
    return {
      streamId,
      category: this.categories.of(streamId)?.category ?? categoryNameOf(streamId),
      lastRevision,
      events: await this.masker.eventViews(events),
      next: last && last.revision < lastRevision ? last.revision + 1 : null,
    };
  }
}
