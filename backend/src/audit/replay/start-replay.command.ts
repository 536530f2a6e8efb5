import { Command } from '@nestjs/cqrs';
import type { AuditRunView, StartReplayBody } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** Starts a replay verification of some (or all) projections. */
export class StartReplayCommand extends Command<AuditRunView> {
  constructor(
    readonly auditor: Auditor,
    readonly body: StartReplayBody,
  ) {
    super();
  }
}
