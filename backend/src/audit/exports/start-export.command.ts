import { Command } from '@nestjs/cqrs';
import type { AuditRunView, StartExportBody } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** Starts exporting a subject's events (JSON Lines, CSV, manifest). */
export class StartExportCommand extends Command<AuditRunView> {
  constructor(
    readonly auditor: Auditor,
    readonly body: StartExportBody,
  ) {
    super();
  }
}
