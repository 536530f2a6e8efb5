import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type ListingContent, listingStreamId } from '@flirtwire/contracts';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { listingDecider } from '../listing.decider.js';
import { ListingFactsReader, storedDescription } from '../listing-facts.js';
import { EditListingCommand } from './edit-listing.command.js';
import { checkedListingId } from '../listing-id.param.js';

@CommandHandler(EditListingCommand)
export class EditListingHandler implements ICommandHandler<EditListingCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: ListingFactsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    principal,
    listingId,
    body,
    context,
  }: EditListingCommand): Promise<CommandOutcome> {
    const id = checkedListingId(listingId);
    const now = this.clock.now();
    const changes: Partial<ListingContent> = {
      ...(body.title === undefined ? {} : { title: body.title }),
      ...(body.description === undefined
        ? {}
        : { description: storedDescription(body.description) }),
      ...(body.categoryId === undefined ? {} : { categoryId: body.categoryId }),
      ...(body.priceCents === undefined ? {} : { priceCents: body.priceCents }),
      ...(body.photoMediaId === undefined ? {} : { photoMediaId: body.photoMediaId }),
      ...(body.serviceExtension === undefined
        ? {}
        : { serviceExtension: body.serviceExtension ? body.serviceExtension : null }),
    };
    const photoMediaId = changes.photoMediaId ?? null;
    return this.commands.handle(
      listingStreamId(id),
      listingDecider,
      {
        type: 'EditListing',
        listingId: id,
        actorId: principal.userId,
        changes,
        // An unchanged photo was checked when it was chosen; only a new one is checked here.
        facts:
          changes.photoMediaId === undefined
            ? { photoIsOwnReadyImage: true }
            : await this.facts.of(principal.userId, { photoMediaId }),
        at: now.toISOString(),
      },
      { ...context, now },
    );
  }
}
