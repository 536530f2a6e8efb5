import { Command } from '@nestjs/cqrs';
import type { AuditRunView, StartChainVerificationBody } from '@flirtwire/contracts';
import type { Auditor } from '../recording/audit-recorder.js';

/** Starts verifying the hash chains of every stream (or those under a prefix). */
export class StartChainVerificationCommand extends Command<AuditRunView> {
  constructor(
    readonly auditor: Auditor,
    readonly body: StartChainVerificationBody,
  ) {
    super();
  }
}
