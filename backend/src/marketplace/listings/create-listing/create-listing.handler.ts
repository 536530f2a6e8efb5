import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  categoryById,
  chatListingIdOf,
  DEFAULT_CHAT_VOLLEY_CENTS,
  type ListingContent,
  LISTING_TYPES,
  type ListingType,
  listingStreamId,
} from '@flirtwire/contracts';
import { hasRole, type Principal } from '../../../shared/auth/principal.js';
import {
  CommandProcessor,
  type CommandOutcome,
} from '../../../shared/commands/command-processor.js';
import { CLOCK, type Clock } from '../../../shared/domain/clock.js';
import { type ListingCommand, listingDecider, type ListingFacts } from '../listing.decider.js';
import { ListingFactsReader, newPhoneListingId, storedDescription } from '../listing-facts.js';
import { CreateListingCommand, OpenChatListingCommand } from './create-listing.command.js';

/** The signed-in person's CreateListing: theirs, as a Flirt or not. */
function createListing(
  principal: Principal,
  listingId: string,
  listingType: ListingType,
  content: ListingContent,
  facts: ListingFacts,
  now: Date,
): ListingCommand {
  return {
    type: 'CreateListing',
    listingId,
    creatorId: principal.userId,
    login: principal.login,
    isFlirt: hasRole(principal, 'advisor'),
    listingType,
    content,
    facts,
    at: now.toISOString(),
  };
}

@CommandHandler(CreateListingCommand)
export class CreateListingHandler implements ICommandHandler<CreateListingCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly facts: ListingFactsReader,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    principal,
    body,
    context,
  }: CreateListingCommand): Promise<CommandOutcome & { listingId: string }> {
    const now = this.clock.now();
    const listingId = newPhoneListingId(principal.userId, context.idempotencyKey);
    const content = {
      title: body.title,
      description: storedDescription(body.description),
      categoryId: body.categoryId,
      priceCents: body.priceCents,
      photoMediaId: body.photoMediaId ?? null,
      serviceExtension: body.serviceExtension ? body.serviceExtension : null,
    };
    const facts = await this.facts.of(principal.userId, content);
    const outcome = await this.commands.handle(
      listingStreamId(listingId),
      listingDecider,
      createListing(principal, listingId, body.type, content, facts, now),
      { ...context, now },
    );
    return { ...outcome, listingId };
  }
}

/** The chat listing's first content; the Flirt edits it like any listing. */
const FIRST_CHAT_CATEGORY = categoryById(203)?.id ?? 203;

@CommandHandler(OpenChatListingCommand)
export class OpenChatListingHandler implements ICommandHandler<OpenChatListingCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({
    principal,
    context,
  }: OpenChatListingCommand): Promise<CommandOutcome & { listingId: string }> {
    const now = this.clock.now();
    const listingId = chatListingIdOf(principal.userId);
    const content = {
      title: `Chat with ${principal.login}`,
      description: `<p>Chat with ${principal.login}.</p>`,
      categoryId: FIRST_CHAT_CATEGORY,
      priceCents: DEFAULT_CHAT_VOLLEY_CENTS,
      photoMediaId: null,
      serviceExtension: null,
    };
    const outcome = await this.commands.handle(
      listingStreamId(listingId),
      listingDecider,
      createListing(
        principal,
        listingId,
        LISTING_TYPES.chat,
        content,
        { photoIsOwnReadyImage: false },
        now,
      ),
      { ...context, now },
    );
    return { ...outcome, listingId };
  }
}
