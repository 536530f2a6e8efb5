import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import type { ProvenanceResponse } from '@flirtwire/contracts';
import {
  CUSTOMER_ROWS,
  CUSTOMER_STATS,
  CUSTOMER_TAGS,
  READ_STORE,
  type ReadStore,
} from '@flirtwire/projections';
import type { CustomersAsOf } from '../../customers/as-of/customers-as-of.js';
import { OpenCustomersAsOfQuery } from '../../customers/as-of/open-customers-as-of.query.js';
import { ValidationError } from '../../shared/errors.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { readingTheLog } from '../audit-support.js';
import { PersonalDataMasker } from '../personal-data/personal-data-masker.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { liveModelsOf } from '../replay/start-replay.handler.js';
import { traceFigure } from './figure-provenance.js';
import { ProvenanceQuery } from './provenance.query.js';

const AS_OF_COLLECTIONS_ONLY = `Only ${CUSTOMER_ROWS}, ${CUSTOMER_TAGS} and ${CUSTOMER_STATS} can be traced as of a day.`;

@QueryHandler(ProvenanceQuery)
export class ProvenanceHandler implements IQueryHandler<ProvenanceQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    private readonly host: ProjectionHost,
    private readonly masker: PersonalDataMasker,
    private readonly recorder: AuditRecorder,
    private readonly queries: QueryBus,
  ) {}

  async execute({ auditor, params }: ProvenanceQuery): Promise<ProvenanceResponse> {
    const asOf = params.as_of ? await this.asOf(params.collection, params.id, params.as_of) : null;
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
        asOf ?? undefined,
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
      explanation: asOf
        ? `As of the end of ${asOf.day} (${asOf.timeZone}): the document is the one a replay of the events that occurred before ${asOf.until} gives, and only those events count. ${trace.explanation}`
        : trace.explanation,
    };
  }

  /** My Customers as of a day: the Flirt is the first part of the document's id. */
  private asOf(collection: string, id: string, day: string): Promise<CustomersAsOf> {
    if (!([CUSTOMER_ROWS, CUSTOMER_TAGS, CUSTOMER_STATS] as string[]).includes(collection)) {
      throw new ValidationError({ as_of: AS_OF_COLLECTIONS_ONLY });
    }
    const creatorId = id.split(':')[0] ?? id;
    return this.queries.execute(new OpenCustomersAsOfQuery(creatorId, day));
  }
}
