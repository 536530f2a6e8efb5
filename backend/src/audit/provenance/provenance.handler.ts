import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ProvenanceResponse } from '@flirtwire/contracts';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { readingTheLog } from '../audit-support.js';
import { PersonalDataMasker } from '../personal-data/personal-data-masker.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { liveModelsOf } from '../replay/start-replay.handler.js';
import { traceFigure } from './figure-provenance.js';
import { ProvenanceQuery } from './provenance.query.js';

@QueryHandler(ProvenanceQuery)
export class ProvenanceHandler implements IQueryHandler<ProvenanceQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly host: ProjectionHost,
    private readonly masker: PersonalDataMasker,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, params }: ProvenanceQuery): Promise<ProvenanceResponse> {
    const trace = await readingTheLog(() =>
      traceFigure(
        {
          events: this.events,
          store: this.store,
          live: liveModelsOf(this.host),
          projections: this.host.projections,
        },
        params.collection,
        params.id,
        params.field,
      ),
    );
    await this.recorder.query(auditor, 'provenance', { ...params }, trace.eventsTotal);
    return {
      projection: trace.projection,
      collection: params.collection,
      documentId: params.id,
      field: params.field,
      label: trace.label,
      method: trace.method,
      asOfPosition: trace.asOfPosition,
      displayed: trace.displayed,
      recomputed: trace.recomputed,
      matches: trace.matches,
      events: await this.masker.eventViews(trace.events),
      eventsTotal: trace.eventsTotal,
      explanation: trace.explanation,
    };
  }
}
