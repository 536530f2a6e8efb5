import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Inject } from '@nestjs/common';
import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { NotFoundError } from '../../shared/errors.js';
import { exportDir } from '../exports/start-export.handler.js';
import { EXPORT_MEDIA_TYPES } from '../exports/subject-export.js';
import { AuditRecorder } from '../recording/audit-recorder.js';
import { AuditRuns } from '../runs/audit-runs.js';
import { DownloadExportQuery, type ExportDownload } from './download-export.query.js';

@QueryHandler(DownloadExportQuery)
export class DownloadExportHandler implements IQueryHandler<DownloadExportQuery> {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly runs: AuditRuns,
    private readonly recorder: AuditRecorder,
  ) {}

  async execute({ auditor, runId, name }: DownloadExportQuery): Promise<ExportDownload> {
    const run = await this.runs.get(runId);
    const mediaType = EXPORT_MEDIA_TYPES[name];
    const path = join(exportDir(this.config, runId), name);
    const available =
      run?.kind === 'export' && run.status !== 'running' && run.report !== null && !!mediaType;
    await this.recorder.query(auditor, 'export-file', { runId, name }, available ? 1 : 0);
    if (!available || !mediaType || !existsSync(path)) {
      throw new NotFoundError('There is no such export file.', 'no_export_file');
    }
    return { path, name, mediaType };
  }
}
