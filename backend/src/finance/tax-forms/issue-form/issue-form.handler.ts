import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { taxFormStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { NotFoundError } from '../../../shared/errors.js';
import { FinanceLedger } from '../../finance-ledger.js';
import { IssueFormCommand } from '../form-commands.js';
import { FormSealing } from '../form-sealing.js';
import { TAX_FORM_ERRORS, taxFormDecider } from '../tax-form.decider.js';

@CommandHandler(IssueFormCommand)
export class IssueFormHandler implements ICommandHandler<IssueFormCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly ledger: FinanceLedger,
    private readonly sealing: FormSealing,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ formId, context }: IssueFormCommand) {
    const form = await this.ledger.form(formId);
    if (!form) throw new NotFoundError(TAX_FORM_ERRORS.notFound, 'form_not_found');
    const now = this.clock.now();
    const eligibility = await this.ledger.eligibility(form.payeeIds);
    const copy = await this.sealing.payeeCopy(form.primaryPayeeId);
    return this.commands.handle(
      taxFormStreamId(form.taxYear, form.filingKey),
      taxFormDecider,
      { type: 'IssueForm', formId, eligibility, issuedAt: now.toISOString(), ...copy },
      { ...context, now },
    );
  }
}
