import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ComputedProvenanceResponse } from '@flirtwire/contracts';
import { READ_STORE, type ReadStore } from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { NotFoundError, ValidationError } from '../../shared/errors.js';
import { readingTheLog } from '../audit-support.js';
import { PersonalDataMasker } from '../personal-data/personal-data-masker.js';
import type { ComputedFigure, ComputedFigureQuery } from '../provenance/computed-figure.js';
import { COMPUTED_FIGURE_REGISTRY } from '../provenance/computed-figures.registry.js';
import { EVENTS_SHOWN, readConsistently, selectEvents } from '../provenance/figure-provenance.js';
import { sameDocument } from '../replay/document-diff.js';
import { liveModelsOf } from '../replay/start-replay.handler.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { ComputedProvenanceQuery } from './computed-provenance.query.js';

/**
 * Provenance of a figure computed at query time (docs/adr/0075): the read model added up as
 * the product does, as of the projection's checkpoint, beside the same figure recomputed from
 * the events at or below that checkpoint, and those events.
 */
@QueryHandler(ComputedProvenanceQuery)
export class ComputedProvenanceHandler implements IQueryHandler<ComputedProvenanceQuery> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(READ_STORE) private readonly store: ReadStore,
    @Inject(COMPUTED_FIGURE_REGISTRY) private readonly figures: readonly ComputedFigure[],
    private readonly host: ProjectionHost,
    private readonly masker: PersonalDataMasker,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, params }: ComputedProvenanceQuery): Promise<ComputedProvenanceResponse> {
    const figure = this.figures.find((f) => f.key === params.figure);
    if (!figure) {
      throw new NotFoundError(`There is no computed figure ${params.figure}.`, 'no_figure');
    }
    if (params.part !== undefined && !figure.parts.includes(params.part)) {
      throw new ValidationError({
        part:
          figure.parts.length === 0
            ? `${figure.key} has no parts.`
            : `must be one of ${figure.parts.join(', ')}`,
      });
    }
    if (!this.host.projections.some((p) => p.name === figure.projection)) {
      throw new NotFoundError(
        `The read model ${figure.projection} is not running here.`,
        'no_read_model',
      );
    }
    const query: ComputedFigureQuery = {
      subjectId: params.subjectId,
      from: params.from ?? null,
      to: params.to ?? null,
      part: params.part ?? null,
      timeZone: params.time_zone ?? null,
    };
    const live = liveModelsOf(this.host);
    const { value: displayed, checkpoint } = await readConsistently(
      { live },
      figure.projection,
      () => figure.displayed((logical) => this.store.collection(live.physical(logical)), query),
    );
    const selected = await readingTheLog(() =>
      selectEvents({ events: this.events }, figure.sources(query), checkpoint),
    );
    const counted = figure.counts
      ? selected.filter((event) => figure.counts?.(event, query))
      : selected;
    const recomputed = figure.recompute(counted, query);
    await this.recorder.query(auditor, 'provenance', { ...params }, counted.length);
    return {
      figure: figure.key,
      label: figure.label,
      subjectId: query.subjectId,
      from: query.from,
      to: query.to,
      part: query.part,
      time_zone: query.timeZone ?? null,
      displayed,
      recomputed,
      matches: sameDocument(displayed, recomputed),
      asOfPosition: checkpoint,
      events: await this.masker.eventViews(counted.slice(0, EVENTS_SHOWN)),
      eventsTotal: counted.length,
      explanation: `${figure.description} Recomputed from the ${counted.length} event(s) that count, at or below position ${checkpoint}.`,
    };
  }
}
