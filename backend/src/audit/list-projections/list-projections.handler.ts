import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuditProjectionsResponse } from '@flirtwire/contracts';
import { ProjectionHost } from '../../read-side/projection-host.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { ListProjectionsQuery } from './list-projections.query.js';
import { figuresOf } from '../provenance/document-figures.registry.js';

@QueryHandler(ListProjectionsQuery)
export class ListProjectionsHandler implements IQueryHandler<ListProjectionsQuery> {
  constructor(
    private readonly host: ProjectionHost,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor }: ListProjectionsQuery): Promise<AuditProjectionsResponse> {
    const status = new Map((await this.host.status()).map((row) => [row.name, row]));
    const projections = this.host.projections.map((projection) => ({
      name: projection.name,
      version: projection.version,
      collections: Object.keys(projection.collections),
      status: status.get(projection.name)?.status ?? 'unknown',
      checkpoint: status.get(projection.name)?.checkpoint ?? 0,
      declaredFigures: figuresOf(projection).length,
    }));
    await this.recorder.query(auditor, 'projections', {}, projections.length);
    return { projections };
  }
}
