import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { CUSTOMER_MESSAGES, customerNoteStreamId } from '@flirtwire/contracts';
import {
  PersonalDataErasedError,
  PersonalDataVault,
} from '../../../infrastructure/personal-data/personal-data-vault.js';
import { CommandProcessor } from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { DomainError, NotFoundError } from '../../../shared/errors.js';
import { CustomerReader } from '../../read/customer-reader.js';
import { noteDecider } from '../note.decider.js';
import { SetNoteCommand } from './set-note.command.js';

/**
 * The note is sealed with the customer's data key before it is recorded (a note may name the
 * person; erasing the customer erases the note too). Only the Flirt's own customers.
 */
@CommandHandler(SetNoteCommand)
export class SetNoteHandler implements ICommandHandler<SetNoteCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly reader: CustomerReader,
    private readonly vault: PersonalDataVault,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ creatorId, login, seekerId, note, context }: SetNoteCommand) {
    const row = await this.reader.byLogin(creatorId, login);
    if (seekerId !== undefined && seekerId !== row.customerId) {
      throw new NotFoundError(CUSTOMER_MESSAGES.customerMissing, 'customer_not_found');
    }
    const text = note.trim() === '' ? null : note;
    let sealedNote: string | null;
    try {
      sealedNote = text === null ? null : await this.vault.encrypt(row.customerId, text);
    } catch (error) {
      if (error instanceof PersonalDataErasedError) {
        throw new DomainError('customer_erased', 'This customer’s personal data was erased.', 410);
      }
      throw error;
    }
    const outcome = await this.commands.handle(
      customerNoteStreamId(creatorId, row.customerId),
      noteDecider,
      { type: 'SetNote', creatorId, customerId: row.customerId, sealedNote },
      { ...context, now: this.clock.now() },
    );
    return {
      streamId: outcome.streamId,
      revision: outcome.revision,
      position: outcome.position,
      note: text,
    };
  }
}
