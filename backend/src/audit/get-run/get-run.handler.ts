import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import type { AuditRunView } from '@flirtwire/contracts';
import { NotFoundError } from '../../shared/errors.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { AuditRuns } from '../runs/audit-runs.js';
import { GetRunQuery } from './get-run.query.js';

@QueryHandler(GetRunQuery)
export class GetRunHandler implements IQueryHandler<GetRunQuery> {
  constructor(
    private readonly runs: AuditRuns,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, runId }: GetRunQuery): Promise<AuditRunView> {
    const run = await this.runs.get(runId);
    await this.recorder.query(auditor, 'run', { runId }, run ? 1 : 0, null);
    if (!run) throw new NotFoundError('There is no such audit run.', 'no_run');
    return run;
  }
}
