import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { FiguresResponse } from '@flirtwire/contracts';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { ListFiguresQuery } from './list-figures.query.js';

@QueryHandler(ListFiguresQuery)
export class ListFiguresHandler implements IQueryHandler<ListFiguresQuery> {
  constructor(
    private readonly host: ProjectionHost,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor }: ListFiguresQuery): Promise<FiguresResponse> {
    const figures = this.host.projections.flatMap((projection) =>
      (projection.figures ?? []).map((figure) => ({
        projection: projection.name,
        collection: figure.collection,
        field: figure.field,
        label: figure.label,
        description: figure.description,
      })),
    );
    await this.recorder.query(auditor, 'figures', {}, figures.length);
    return { figures };
  }
}
