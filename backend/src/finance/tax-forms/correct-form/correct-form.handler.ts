import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { taxFormStreamId } from '@flirtwire/contracts';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../../../shared/domain/clock.js';
import type { IdGenerator } from '../../../shared/domain/ids.js';
import { NotFoundError } from '../../../shared/errors.js';
import { FinanceLedger, formFactsOf } from '../../finance-ledger.js';
import { CorrectFormCommand } from '../form-commands.js';
import { FormSealing } from '../form-sealing.js';
import { TAX_FORM_ERRORS, taxFormDecider } from '../tax-form.decider.js';
import { TaxFormDocuments } from '../tax-form-documents.js';

/**
 * A corrected form with the ledger's figures and the payee's details now; the corrected one
 * stays as issued.
 */
@CommandHandler(CorrectFormCommand)
export class CorrectFormHandler implements ICommandHandler<CorrectFormCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly ledger: FinanceLedger,
    private readonly sealing: FormSealing,
    private readonly documents: TaxFormDocuments,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ formId, context }: CorrectFormCommand) {
    const form = await this.ledger.form(formId);
    if (!form) throw new NotFoundError(TAX_FORM_ERRORS.notFound, 'form_not_found');
    const group = await this.ledger.currentGroup(form.taxYear, form.filingKey, form.payeeIds);
    const now = this.clock.now();
    const copy = await this.sealing.payeeCopy(group.primaryPayeeId);
    const payeeChanged = await this.documents.payeeChanged(form, group.primaryPayeeId);
    return this.commands.handle(
      taxFormStreamId(form.taxYear, form.filingKey),
      taxFormDecider,
      {
        type: 'IssueCorrection',
        formId,
        newFormId: this.ids.next(),
        facts: formFactsOf(form.taxYear, form.filingKey, group),
        eligibility: group.eligibility,
        payeeChanged,
        issuedAt: now.toISOString(),
        ...copy,
      },
      { ...context, now },
    );
  }
}
