import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { AuditRunView } from '@flirtwire/contracts';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { AuditRuns } from '../runs/audit-runs.js';
import { verifyChains } from './chain-verification.js';
import { StartChainVerificationCommand } from './start-chain-verification.command.js';

@CommandHandler(StartChainVerificationCommand)
export class StartChainVerificationHandler implements ICommandHandler<StartChainVerificationCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly events: EventStore,
    private readonly runs: AuditRuns,
  ) {}

  execute({ auditor, body }: StartChainVerificationCommand): Promise<AuditRunView> {
    const prefix = body.prefix ?? '';
    return this.runs.start(auditor, 'verify-chains', { prefix }, (run) =>
      verifyChains(this.events, prefix, run),
    );
  }
}
