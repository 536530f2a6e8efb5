import { Query } from '@nestjs/cqrs';
import type { Auditor } from '../recording/audit-recorder.js';

export interface ExportDownload {
  readonly path: string;
  readonly name: string;
  readonly mediaType: string;
}

/** One file of a finished export. */
export class DownloadExportQuery extends Query<ExportDownload> {
  constructor(
    readonly auditor: Auditor,
    readonly runId: string,
    readonly name: string,
  ) {
    super();
  }
}
