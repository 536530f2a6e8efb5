import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuditEventView } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { NotFoundError } from '../../shared/errors.js';
import { readingTheLog } from '../audit-support.js';
import { PersonalDataMasker } from '../personal-data/personal-data-masker.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { GetEventQuery } from './get-event.query.js';

@QueryHandler(GetEventQuery)
export class GetEventHandler implements IQueryHandler<GetEventQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly masker: PersonalDataMasker,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, position }: GetEventQuery): Promise<AuditEventView> {
    const [event] = await readingTheLog(() =>
      this.store.readAll({ fromPosition: position - 1, maxCount: 1 }),
    );
    const found = event?.position === position ? event : undefined;
    await this.recorder.query(auditor, 'event', { position }, found ? 1 : 0);
    if (!found) throw new NotFoundError(`There is no event at position ${position}.`, 'no_event');
    return this.masker.eventView(found);
  }
}
