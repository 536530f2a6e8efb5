import { Inject, Injectable } from '@nestjs/common';
import {
  CHAT_MESSAGES,
  CHAT_PAGE_SIZE,
  type ChatListResponse,
  type ChatMessagesResponse,
  type ChatMessageView,
  chatListingIdOf,
  listingStreamId,
  READ_MODELS,
} from '@flirtwire/contracts';
import {
  CHAT_CONVERSATIONS,
  CHAT_MESSAGE_ROWS,
  type ChatConversationRow,
  type ChatMessageRow,
  type FileItemRow,
} from '@flirtwire/projections';
import { MediaUrls } from '../content/media/media-urls.js';
import { CLOCK, type Clock } from '../shared/domain/clock.js';
import { UserDirectory } from '../identity/user/user-directory.js';
import { listingDecider } from '../marketplace/listings/listing.decider.js';
import { ReadModels } from '../read-side/read-models.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import { type ChatParties, partyView } from './chat-parties.js';
import { volleyPriceCents } from './conversation.decider.js';

/** The chat screens' reads: only the asker's own rows (`userId`) and conversations they are in. */
@Injectable()
export class ChatViews {
  constructor(
    private readonly readModels: ReadModels,
    private readonly directory: UserDirectory,
    private readonly commands: CommandProcessor,
    private readonly urls: MediaUrls,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async list(userId: string): Promise<ChatListResponse> {
    const rows = await this.readModels
      .collection<ChatConversationRow>(CHAT_CONVERSATIONS)
      .find({ userId }, { sort: { lastMessageAt: -1, _id: 1 }, limit: 200 })
      .toArray();
    const conversations = await Promise.all(
      rows.map(async (row) => ({
        chat_id: row.chatId,
        other: partyView(await this.directory.load(row.otherId)),
        last_text: row.lastText,
        last_message_class: row.lastMessageClass ?? 'other',
        last_message_at: row.lastMessageAt,
        unread_count: row.unread,
      })),
    );
    return {
      conversations,
      empty_message: conversations.length === 0 ? CHAT_MESSAGES.emptyList : null,
    };
  }

  async hasUnread(userId: string): Promise<boolean> {
    const count = await this.readModels
      .collection<ChatConversationRow>(CHAT_CONVERSATIONS)
      .countDocuments({ userId, unread: { $gt: 0 } });
    return count > 0;
  }

  async messages(
    userId: string,
    ref: string,
    before: string | undefined,
    parties: ChatParties,
  ): Promise<ChatMessagesResponse> {
    const pair = await parties.pair(userId, ref);
    const mine = await this.readModels
      .collection<ChatConversationRow>(CHAT_CONVERSATIONS)
      .findOne({ _id: `${pair.chatId}:${pair.side}` });
    const messagesOf = this.readModels.collection<ChatMessageRow>(CHAT_MESSAGE_ROWS);
    const cursor = before ? await messagesOf.findOne({ _id: `${pair.chatId}:${before}` }) : null;
    const rows = await messagesOf
      .find(
        { chatId: pair.chatId, ...(cursor ? { position: { $lt: cursor.position } } : {}) },
        { sort: { position: -1 }, limit: CHAT_PAGE_SIZE + 1 },
      )
      .toArray();
    const page = rows.slice(0, CHAT_PAGE_SIZE).reverse();
    const otherRead = mine?.otherReadPosition ?? 0;
    const photos = await this.photos(page, pair.creatorId, userId);
    const messages: ChatMessageView[] = page.map((row) => {
      const own = row.from === pair.side;
      return {
        id: row.messageId,
        from: row.from,
        mine: own,
        text: row.text,
        at: row.at,
        status: own && row.position < otherRead ? 'read' : 'delivered',
        amount_cents: row.amountCents,
        paid_by: row.paidBy,
        message_class: row.messageClass ?? 'other',
        photo: row.mediaId ? (photos.get(row.mediaId) ?? null) : null,
        gift_cents: row.giftCents ?? 0,
        request_paid: row.requestPaid ?? false,
        request_id: row.requestId ?? null,
      };
    });
    return {
      chat_id: pair.chatId,
      other: partyView(pair.other),
      price_cents: volleyPriceCents(
        await this.commands.state(listingDecider, listingStreamId(chatListingIdOf(pair.creatorId))),
      ),
      messages,
      next_cursor: rows.length > CHAT_PAGE_SIZE ? (page[0]?.messageId ?? null) : null,
    };
  }

  /**
   * The photos of a page, signed for the viewer (a party of the conversation): the Flirt's own
   * live images only, so a photo removed from the file manager disappears from the chat too.
   */
  private async photos(
    page: readonly ChatMessageRow[],
    creatorId: string,
    viewerId: string,
  ): Promise<Map<string, { url: string; thumbnail_url: string | null }>> {
    const ids = page.flatMap((row) => (row.mediaId ? [row.mediaId] : []));
    if (ids.length === 0) return new Map();
    const now = this.clock.now();
    const rows = await this.readModels
      .collection<FileItemRow>(READ_MODELS.fmItems)
      .find({ _id: { $in: ids }, ownerId: creatorId, state: 'live' })
      .toArray();
    return new Map(
      rows.flatMap((row) =>
        row.variants.large
          ? [
              [
                row._id,
                {
                  url: this.urls.sign(row._id, 'large', viewerId, now),
                  thumbnail_url: row.variants.thumbnail
                    ? this.urls.sign(row._id, 'thumbnail', viewerId, now)
                    : null,
                },
              ] as const,
            ]
          : [],
      ),
    );
  }
}
