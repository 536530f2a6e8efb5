import { Inject } from '@nestjs/common';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  MAIL_MESSAGES,
  mailDraftStreamId,
  mailPriceStreamId,
  mailStreamId,
  type OpenMailResponse,
  type SendMailResponse,
  READ_MODELS,
} from '@flirtwire/contracts';
import type { FileItemRow } from '@flirtwire/projections';
import { isAdvisor } from '../identity/user/user.state.js';
import { ReadModels } from '../read-side/read-models.js';
import { CommandProcessor, type CommandOutcome } from '../shared/commands/command-processor.js';
import { CLOCK, type Clock, ID_GENERATOR } from '../shared/domain/clock.js';
import { idFromKey, type IdGenerator } from '../shared/domain/ids.js';
import { DomainError, ValidationError } from '../shared/errors.js';
import { MoneyFacts } from '../subscriptions/money-facts.js';
import {
  OpenMailCommand,
  SendMailCommand,
  SetMailPriceCommand,
  StartMailDraftCommand,
} from './mail.commands.js';
import { mailDecider, openingPrice } from './mail.decider.js';
import { MailBilling } from './mail-billing.js';
import { MailParties } from './mail-parties.js';
import { mailDraftDecider, mailPriceDecider } from './mail-settings.decider.js';
import { MailViews } from './mail-views.js';

/**
 * Sends one mail to each recipient (docs/adr/0116). A customer writing to a Flirt pays the
 * Flirt's mail price first; a Flirt's paid mail is paid by its recipient on opening. Every
 * recipient is checked before anything is charged or recorded, so a bad name in a list sends
 * nothing. A retry with the same Idempotency-Key derives the same mail ids: nothing twice.
 */
@CommandHandler(SendMailCommand)
export class SendMailHandler implements ICommandHandler<SendMailCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly parties: MailParties,
    private readonly facts: MoneyFacts,
    private readonly billing: MailBilling,
    private readonly readModels: ReadModels,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({ senderId, body, context }: SendMailCommand): Promise<SendMailResponse> {
    const sender = await this.parties.load(senderId);
    const pairs = [];
    const seen = new Set<string>();
    for (const ref of body.recipients) {
      const recipient = await this.parties.recipient(ref);
      if (seen.has(recipient.userId)) continue;
      seen.add(recipient.userId);
      const pair = this.parties.pair(sender, recipient);
      if (await this.facts.blocked(pair.creatorId, pair.customerId)) {
        throw new DomainError('blocked', MAIL_MESSAGES.blocked, 403, {
          recipients: MAIL_MESSAGES.blocked,
        });
      }
      pairs.push(pair);
    }
    await this.checkAttachments(senderId, isAdvisor(sender), body.attachments);
    const ownPrice = isAdvisor(sender)
      ? (await this.commands.state(mailPriceDecider, mailPriceStreamId(senderId))).priceCents
      : 0;
    if (body.paid && ownPrice === 0) {
      throw new ValidationError({ paid: MAIL_MESSAGES.paidNeedsPrice });
    }
    const now = this.clock.now();
    const at = now.toISOString();
    const ctx = { ...context, now };
    const key = context.idempotencyKey;
    const mailIds: string[] = [];
    let position = 0;
    let paidCents = 0;
    let paidFromBalance = false;
    for (const pair of pairs) {
      const mailId = key
        ? idFromKey('mail', senderId, key, pair.recipient.userId)
        : this.ids.next();
      const state = await this.commands.state(mailDecider, mailStreamId(mailId));
      const sendCents =
        pair.direction === 'to_advisor'
          ? (await this.commands.state(mailPriceDecider, mailPriceStreamId(pair.creatorId)))
              .priceCents
          : 0;
      const mail = {
        mailId,
        senderId,
        recipientId: pair.recipient.userId,
        creatorId: pair.creatorId,
        customerId: pair.customerId,
        direction: pair.direction,
        subject: body.subject,
        body: body.body,
        attachmentIds: pair.direction === 'from_advisor' ? [...body.attachments] : [],
        priceCents: pair.direction === 'from_advisor' && body.paid ? ownPrice : 0,
        paidCents: state.mail ? state.mail.paidCents : sendCents,
        at: state.mail?.at ?? at,
      };
      if (!state.mail && sendCents > 0) {
        const paid = await this.billing.charge(mail, sendCents, ctx);
        paidFromBalance ||= paid.source === 'site_dollars';
      }
      const outcome = await this.commands.handle(
        mailStreamId(mailId),
        mailDecider,
        { type: 'SendMail', mail },
        ctx,
      );
      await this.billing.exchanged(mail, ctx);
      position = Math.max(position, outcome.position);
      paidCents += mail.paidCents;
      mailIds.push(mailId);
    }
    return {
      position,
      sent: mailIds.length,
      mail_ids: mailIds,
      paid_cents: paidCents,
      message: MAIL_MESSAGES.sent(mailIds.length),
      paid_from_balance: paidFromBalance,
    };
  }

  /** Attachments are a Flirt's own, live files from the file manager. */
  private async checkAttachments(
    senderId: string,
    flirt: boolean,
    attachments: readonly string[],
  ): Promise<void> {
    if (attachments.length === 0) return;
    if (!flirt) throw new ValidationError({ attachments: MAIL_MESSAGES.attachmentsFlirtOnly });
    const found = await this.readModels
      .collection<FileItemRow>(READ_MODELS.fmItems)
      .countDocuments({ _id: { $in: [...attachments] }, ownerId: senderId, state: 'live' });
    if (found !== new Set(attachments).size) {
      throw new ValidationError({ attachments: MAIL_MESSAGES.attachmentNotYours });
    }
  }
}

/** Opens a mail for its recipient, paying its price first when it has one. */
@CommandHandler(OpenMailCommand)
export class OpenMailHandler implements ICommandHandler<OpenMailCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly billing: MailBilling,
    private readonly views: MailViews,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ readerId, mailId, context }: OpenMailCommand): Promise<OpenMailResponse> {
    const streamId = mailStreamId(mailId);
    const state = await this.commands.state(mailDecider, streamId);
    const now = this.clock.now();
    const at = now.toISOString();
    const ctx = { ...context, now };
    const price = openingPrice(state, readerId);
    const paid =
      state.mail && price > 0 ? await this.billing.charge({ ...state.mail, at }, price, ctx) : null;
    const outcome = await this.commands.handle(
      streamId,
      mailDecider,
      { type: 'OpenMail', readerId, paidCents: price, at },
      ctx,
    );
    const after = await this.commands.state(mailDecider, streamId);
    return {
      position: outcome.position,
      mail: await this.views.fromState(readerId, after, now),
      paid_from: paid?.source ?? null,
    };
  }
}

@CommandHandler(SetMailPriceCommand)
export class SetMailPriceHandler implements ICommandHandler<SetMailPriceCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ creatorId, priceCents, context }: SetMailPriceCommand): Promise<CommandOutcome> {
    const now = this.clock.now();
    return this.commands.handle(
      mailPriceStreamId(creatorId),
      mailPriceDecider,
      { type: 'SetMailPrice', creatorId, priceCents, at: now.toISOString() },
      { ...context, now },
    );
  }
}

/** My Customers' bulk Mail: the chosen customers, kept for the compose screen. */
@CommandHandler(StartMailDraftCommand)
export class StartMailDraftHandler implements ICommandHandler<StartMailDraftCommand> {
  constructor(
    private readonly commands: CommandProcessor,
    private readonly parties: MailParties,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(ID_GENERATOR) private readonly ids: IdGenerator,
  ) {}

  async execute({
    creatorId,
    logins,
    returnTo,
    context,
  }: StartMailDraftCommand): Promise<{ draftId: string }> {
    const recipientIds: string[] = [];
    for (const login of new Set(logins)) {
      recipientIds.push((await this.parties.recipient(login)).userId);
    }
    const draftId = this.ids.next();
    const now = this.clock.now();
    await this.commands.handle(
      mailDraftStreamId(draftId),
      mailDraftDecider,
      {
        type: 'StartMailDraft',
        draft: { draftId, creatorId, recipientIds, returnTo, at: now.toISOString() },
      },
      { ...context, now },
    );
    return { draftId };
  }
}
