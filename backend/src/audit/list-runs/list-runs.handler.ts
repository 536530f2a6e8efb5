import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { ListRunsResponse } from '@flirtwire/contracts';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { AuditRuns } from '../runs/audit-runs.js';
import { ListRunsQuery } from './list-runs.query.js';

@QueryHandler(ListRunsQuery)
export class ListRunsHandler implements IQueryHandler<ListRunsQuery> {
  constructor(
    private readonly runs: AuditRuns,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, params }: ListRunsQuery): Promise<ListRunsResponse> {
    const runs = await this.runs.list(params.kind, params.limit);
    await this.recorder.query(auditor, 'runs', { ...params }, runs.length);
    return { runs };
  }
}
