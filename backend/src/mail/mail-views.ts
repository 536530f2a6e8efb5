import { Injectable } from '@nestjs/common';
import {
  MAIL_MESSAGES,
  MAIL_PAGE_SIZE,
  type MailAttachmentView,
  type MailDraftResponse,
  mailDraftStreamId,
  type MailFolder,
  type MailListResponse,
  type MailPriceQuote,
  mailPriceStreamId,
  type MailSettingsResponse,
  mailStreamId,
  type MailView,
  READ_MODELS,
} from '@flirtwire/contracts';
import { type FileItemRow, MAILBOX, type MailboxRow } from '@flirtwire/projections';
import { MediaUrls } from '../content/media/media-urls.js';
import { isAdvisor } from '../identity/user/user.state.js';
import { ReadModels } from '../read-side/read-models.js';
import { CommandProcessor } from '../shared/commands/command-processor.js';
import { NotFoundError } from '../shared/errors.js';
import { type MailState, mailDecider, openingPrice } from './mail.decider.js';
import { MailParties, mailPartyView } from './mail-parties.js';
import { mailDraftDecider, mailPriceDecider } from './mail-settings.decider.js';

type Mail = NonNullable<MailState['mail']>;

/** The mail screens' reads: only mails the asker sent or received. */
@Injectable()
export class MailViews {
  constructor(
    private readonly readModels: ReadModels,
    private readonly commands: CommandProcessor,
    private readonly parties: MailParties,
    private readonly urls: MediaUrls,
  ) {}

  async list(userId: string, folder: MailFolder, page: number): Promise<MailListResponse> {
    const rows = await this.readModels
      .collection<MailboxRow>(MAILBOX)
      .find(
        { userId, folder },
        { sort: { position: -1 }, skip: (page - 1) * MAIL_PAGE_SIZE, limit: MAIL_PAGE_SIZE + 1 },
      )
      .toArray();
    const mails = await Promise.all(
      rows.slice(0, MAIL_PAGE_SIZE).map(async (row) => ({
        id: row.mailId,
        other: mailPartyView(await this.parties.load(row.otherId)),
        subject: row.subject,
        at: row.at,
        read: folder === 'sent' || row.opened,
        price_cents: folder === 'inbox' && !row.opened ? row.priceCents : 0,
        attachment_count: row.attachmentIds.length,
      })),
    );
    return {
      folder,
      mails,
      page,
      has_next: rows.length > MAIL_PAGE_SIZE,
      empty_message: mails.length === 0 && page === 1 ? MAIL_MESSAGES.empty[folder] : null,
    };
  }

  async unreadCount(userId: string): Promise<number> {
    return this.readModels
      .collection<MailboxRow>(MAILBOX)
      .countDocuments({ userId, folder: 'inbox', opened: false });
  }

  /** One mail as the asker sees it; a locked one (unpaid) has no body and no attachments. */
  async get(userId: string, mailId: string, now: Date): Promise<MailView> {
    const state = await this.commands.state(mailDecider, mailStreamId(mailId));
    return this.fromState(userId, state, now);
  }

  async fromState(userId: string, state: MailState, now: Date): Promise<MailView> {
    const mail = state.mail;
    if (!mail || (mail.senderId !== userId && mail.recipientId !== userId)) {
      throw new NotFoundError(MAIL_MESSAGES.notFound, 'mail_not_found');
    }
    const mine = mail.senderId === userId;
    // The recipient sees a free mail at once; a paid one once opened (paid).
    const locked = !mine && openingPrice(state, userId) > 0;
    return {
      id: mail.mailId,
      from: mailPartyView(await this.parties.load(mail.senderId)),
      to: mailPartyView(await this.parties.load(mail.recipientId)),
      mine,
      subject: mail.subject,
      body: locked ? null : mail.body,
      locked,
      price_cents: mail.priceCents,
      paid_cents: mail.paidCents,
      attachments: locked ? [] : await this.attachments(mail, userId, now),
      at: mail.at,
    };
  }

  private async attachments(
    mail: Mail,
    viewerId: string,
    now: Date,
  ): Promise<MailAttachmentView[]> {
    if (mail.attachmentIds.length === 0) return [];
    const rows = await this.readModels
      .collection<FileItemRow>(READ_MODELS.fmItems)
      .find({ _id: { $in: [...mail.attachmentIds] }, ownerId: mail.senderId })
      .toArray();
    return mail.attachmentIds.flatMap((id): MailAttachmentView[] => {
      const row = rows.find((r) => r._id === id);
      if (!row || row.state !== 'live') return [];
      const kind = row.itemType;
      if (kind !== 'image' && kind !== 'video' && kind !== 'audio') return [];
      return [
        {
          id,
          kind,
          title: row.title || row.fileName,
          url: row.variants.large ? this.urls.sign(id, 'large', viewerId, now) : null,
          thumbnail_url: row.variants.thumbnail
            ? this.urls.sign(id, 'thumbnail', viewerId, now)
            : null,
        },
      ];
    });
  }

  async settings(creatorId: string): Promise<MailSettingsResponse> {
    const state = await this.commands.state(mailPriceDecider, mailPriceStreamId(creatorId));
    return { price_cents: state.priceCents };
  }

  /** What writing to `ref` costs the asker: the compose screen states the rule before sending. */
  async quote(askerId: string, ref: string): Promise<MailPriceQuote> {
    const asker = await this.parties.load(askerId);
    const recipient = await this.parties.recipient(ref);
    const pair = this.parties.pair(asker, recipient);
    const flirtPrice = (await this.settings(pair.creatorId)).price_cents;
    return {
      recipient: mailPartyView(recipient),
      send_cents: pair.direction === 'to_advisor' ? flirtPrice : 0,
      paid_mail_cents: isAdvisor(asker) ? flirtPrice : 0,
    };
  }

  async draft(creatorId: string, draftId: string): Promise<MailDraftResponse> {
    const { draft } = await this.commands.state(mailDraftDecider, mailDraftStreamId(draftId));
    if (!draft || draft.creatorId !== creatorId) {
      throw new NotFoundError(MAIL_MESSAGES.draftNotFound, 'draft_not_found');
    }
    const recipients = await Promise.all(
      draft.recipientIds.map(async (id) => mailPartyView(await this.parties.load(id))),
    );
    return { recipients, return_to: draft.returnTo };
  }
}
