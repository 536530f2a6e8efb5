import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { formatTaxId, payoutStreamId } from '@flirtwire/contracts';
import { PersonalDataVault } from '../../../infrastructure/personal-data/personal-data-vault.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import type { RequestContext } from '../../../shared/http/request-context.js';
import { FinanceLedger } from '../../finance-ledger.js';
import { payoutDecider } from '../payout.decider.js';

export interface RevealedTaxId {
  readonly tax_id: string | null;
  readonly kind: 'ssn' | 'ein';
  /** The payee's key was erased: the tax id cannot be recovered. */
  readonly erased: boolean;
  readonly position: number;
}

/** Finance reveals a payee's tax id in clear, giving a reason; recorded before it is opened. */
export class RevealTaxIdCommand extends Command<RevealedTaxId> {
  constructor(
    readonly payeeId: string,
    readonly reason: string,
    readonly formId: string | null,
    readonly context: RequestContext,
  ) {
    super();
  }
}

@CommandHandler(RevealTaxIdCommand)
export class RevealTaxIdHandler implements ICommandHandler<RevealTaxIdCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly ledger: FinanceLedger,
    private readonly vault: PersonalDataVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ payeeId, reason, formId, context }: RevealTaxIdCommand): Promise<RevealedTaxId> {
    const outcome = await this.commands.handle(
      payoutStreamId(payeeId),
      payoutDecider,
      { type: 'RevealTaxId', payeeId, revealedBy: context.actor.id, reason, formId },
      { ...context, now: this.clock.now() },
    );
    const state = await this.ledger.payout(payeeId);
    const taxId = state.taxId;
    if (!taxId) return { tax_id: null, kind: 'ssn', erased: false, position: outcome.position };
    const digits = await this.vault.decrypt(payeeId, taxId.sealedTaxId);
    return {
      tax_id: digits ? formatTaxId(taxId.kind, digits) : null,
      kind: taxId.kind,
      erased: digits === null,
      position: outcome.position,
    };
  }
}
