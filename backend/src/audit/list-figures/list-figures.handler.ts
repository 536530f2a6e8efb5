import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FiguresResponse } from '@flirtwire/contracts';
import { ProjectionHost } from '../../read-side/projection-host.js';
import type { ComputedFigure } from '../provenance/computed-figure.js';
import { COMPUTED_FIGURE_REGISTRY } from '../provenance/computed-figures.registry.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { ListFiguresQuery } from './list-figures.query.js';
import { figuresOf } from '../provenance/document-figures.registry.js';

@QueryHandler(ListFiguresQuery)
export class ListFiguresHandler implements IQueryHandler<ListFiguresQuery> {
  constructor(
    private readonly host: ProjectionHost,
    private readonly recorder: AuditRecorder,
    @Inject(COMPUTED_FIGURE_REGISTRY) private readonly computedFigures: readonly ComputedFigure[],
  ) {}

  async execute({ auditor }: ListFiguresQuery): Promise<FiguresResponse> {
    const figures = this.host.projections.flatMap((projection) =>
      figuresOf(projection).map((figure) => ({
        projection: projection.name,
        collection: figure.collection,
        field: figure.field,
        label: figure.label,
        description: figure.description,
      })),
    );
    const computed = this.computedFigures.map((figure) => ({
      key: figure.key,
      label: figure.label,
      description: figure.description,
      subjectKind: figure.subjectKind,
      parts: figure.parts,
      projection: figure.projection,
    }));
    await this.recorder.query(auditor, 'figures', {}, figures.length + computed.length);
    return { figures, computed };
  }
}
