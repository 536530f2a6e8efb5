import { Command } from '@nestjs/cqrs';
import type { CommandOutcome } from '../../shared/commands/command-processor.js';
import type { RequestContext } from '../../shared/http/request-context.js';

/** Drafts (or redrafts) the year's forms from the ledger for every payee over a threshold. */
export class GenerateFormsCommand extends Command<{ drafted: number; position: number }> {
  constructor(
    readonly taxYear: number,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** Issues a reviewed draft. */
export class IssueFormCommand extends Command<CommandOutcome> {
  constructor(
    readonly formId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}

/** Issues a corrected form with the ledger's current figures; the issued one stays. */
export class CorrectFormCommand extends Command<CommandOutcome> {
  constructor(
    readonly formId: string,
    readonly context: RequestContext,
  ) {
    super();
  }
}
