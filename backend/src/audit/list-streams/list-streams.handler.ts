import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ListStreamsResponse } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { ListStreamsQuery } from './list-streams.query.js';

@QueryHandler(ListStreamsQuery)
export class ListStreamsHandler implements IQueryHandler<ListStreamsQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, params }: ListStreamsQuery): Promise<ListStreamsResponse> {
    const streams = await this.store.listStreams({
      prefix: params.prefix,
      ...(params.cursor === undefined ? {} : { after: params.cursor }),
      limit: params.limit,
    });
    await this.recorder.query(auditor, 'list-streams', { ...params }, streams.length);
    const last = streams[streams.length - 1];
    return { streams, next: last !== undefined && streams.length === params.limit ? last : null };
  }
}
