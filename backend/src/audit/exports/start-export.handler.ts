import { join } from 'node:path';
import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuditRunView } from '@flirtwire/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { CLOCK, type Clock } from '../../shared/domain/clock.js';
import { PersonalDataMasker } from '../personal-data/personal-data-masker.js';
import { AuditRuns } from '../runs/audit-runs.js';
import { StartExportCommand } from './start-export.command.js';
import { exportSubject } from './subject-export.js';

/** Where an export's files live: DATA_DIR/audit-exports/<runId>/. */
export function exportDir(config: AppConfig, runId: string): string {
  return join(config.dataDir, 'audit-exports', runId);
}

@CommandHandler(StartExportCommand)
export class StartExportHandler implements ICommandHandler<StartExportCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly masker: PersonalDataMasker,
    private readonly runs: AuditRuns,
  ) {}

  execute({ auditor, body }: StartExportCommand): Promise<AuditRunView> {
    return this.runs.start(
      auditor,
      'export',
      { subjectKind: body.subjectKind, subjectId: body.subjectId },
      (run) =>
        exportSubject(
          {
            events: this.events,
            masker: this.masker,
            dir: exportDir(this.config, run.runId),
            generatedAt: this.clock.now().toISOString(),
            generatedBy: auditor.auditorId,
          },
          { kind: body.subjectKind, id: body.subjectId },
          run,
        ),
    );
  }
}
