import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { taxFormStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import type { IdGenerator } from '../../../shared/domain/ids.js';
import { FinanceLedger, formFactsOf } from '../../finance-ledger.js';
import { GenerateFormsCommand } from '../form-commands.js';
import { mayDraft, taxFormDecider } from '../tax-form.decider.js';

/**
 * Drafts a form for every filing group (a tax id across all its accounts, or an account
 * without one) that crosses any threshold in force for the year; a group whose issued form
 * no longer matches the ledger gets a correction draft.
 */
@CommandHandler(GenerateFormsCommand)
export class GenerateFormsHandler implements ICommandHandler<GenerateFormsCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly ledger: FinanceLedger,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ taxYear, context }: GenerateFormsCommand) {
    let drafted = 0;
    let position = 0;
    const forms = await this.ledger.forms({ taxYear });
    for (const group of await this.ledger.groups(taxYear)) {
      // An account's earlier form (made before it saved its tax id) stays its form: redraft in
      // that form's stream, never a second original for the same payee (issue 17).
      const existing = this.ledger.formsOf(group, forms);
      const filingKey = existing[0]?.filingKey ?? group.filingKey;
      const stream = taxFormStreamId(taxYear, filingKey);
      if (group.crossed.length === 0 && existing.length === 0) continue;
      // A foreign payee gets no 1099-K (spec 001 §1): nothing to draft, the console says why.
      if (!mayDraft(group.eligibility)) continue;
      const outcome = await this.commands.handle(
        stream,
        taxFormDecider,
        {
          type: 'DraftForm',
          newFormId: this.ids.next(),
          eligibility: group.eligibility,
          facts: formFactsOf(taxYear, filingKey, group),
        },
        { ...context, now: this.clock.now() },
      );
      drafted += outcome.events.length;
      position = Math.max(position, outcome.position);
    }
    return { drafted, position };
  }
}
