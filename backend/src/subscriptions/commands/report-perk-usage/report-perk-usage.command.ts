import { Command } from '@nestjs/cqrs';
import type { ReportPerkUsageBody, SubscriptionView } from '@flirtwire/contracts';
import type { CommandResult } from '@flirtwire/contracts';

export interface PerkUsageResult extends CommandResult {
  readonly subscription: SubscriptionView;
}

/** Free usage of a package perk, reported by the call or chat system. */
export class ReportPerkUsageCommand extends Command<PerkUsageResult> {
  constructor(
    readonly body: ReportPerkUsageBody,
    readonly correlationId: string,
  ) {
    super();
  }
}
