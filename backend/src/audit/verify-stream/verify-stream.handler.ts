import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { StreamVerificationView } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { NotFoundError } from '../../shared/errors.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { VerifyStreamQuery } from './verify-stream.query.js';

@QueryHandler(VerifyStreamQuery)
export class VerifyStreamHandler implements IQueryHandler<VerifyStreamQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, streamId }: VerifyStreamQuery): Promise<StreamVerificationView> {
    const result = await this.store.verifyStream(streamId);
    await this.recorder.query(
      auditor,
      'verify-stream',
      { streamId },
      result.ok ? result.events : result.revision,
    );
    if (result.ok && result.events === 0) {
      throw new NotFoundError(`There is no stream ${streamId}.`, 'no_stream');
    }
    return result;
  }
}
