import { z } from 'zod';
import { defineEvent, type EventsOf } from '../shared/events.js';
import { Uuid } from '../shared/ids.js';
import { formatCents, NonNegativeCents } from '../shared/money.js';
import { safeText } from '../shared/names.js';

/** Paid mail between a customer and a Flirt (docs/adr/0116). */
export const MAIL_SUBJECT_MAX_CHARS = 200;
export const MAIL_BODY_MAX_CHARS = 10_000;
export const MAIL_ATTACHMENTS_MAX = 10;
/** One send reaches at most this many people (My Customers' bulk Mail of a whole segment). */
export const MAIL_RECIPIENTS_MAX = 5_000;
/** A Flirt's mail price: free (0) or $0.99 to $99.99. */
export const MAIL_PRICE_MIN_CENTS = 99;
export const MAIL_PRICE_MAX_CENTS = 9_999;
/** A Flirt who never set a price sends and receives mail free. */
export const DEFAULT_MAIL_PRICE_CENTS = 0;
export const MAIL_PAGE_SIZE = 25;

export const MAIL_MESSAGES = {
  subjectBlank: "can't be blank",
  subjectTooLong: `must be at most ${String(MAIL_SUBJECT_MAX_CHARS)} characters`,
  bodyBlank: "can't be blank",
  bodyTooLong: `must be at most ${String(MAIL_BODY_MAX_CHARS)} characters`,
  noRecipients: 'Please choose at least one recipient.',
  tooManyRecipients: `You can send one mail to at most ${String(MAIL_RECIPIENTS_MAX)} people.`,
  tooManyAttachments: `You can attach at most ${String(MAIL_ATTACHMENTS_MAX)} files.`,
  attachmentNotYours: 'You can only attach files from your own file manager.',
  attachmentsFlirtOnly: 'Only Flirts can attach files.',
  unknownRecipient: (who: string) => `There is no member named ${who}.`,
  notAFlirt: 'Mail is only between a customer and a Flirt.',
  yourself: 'You cannot send mail to yourself.',
  blocked: 'You cannot send mail to this person.',
  price: `Enter 0 for free mail, or a price from ${formatCents(MAIL_PRICE_MIN_CENTS)} to ${formatCents(MAIL_PRICE_MAX_CENTS)}.`,
  paidNeedsPrice: 'Set a mail price before sending paid mail.',
  cardRequired: 'Please add a credit card to pay for this mail.',
  notFound: 'No such mail.',
  draftNotFound: 'This list of recipients has expired. Please choose them again.',
  empty: { inbox: 'Your inbox is empty.', sent: 'You have not sent any mail yet.' },
  sent: (count: number) =>
    count === 1 ? 'Your mail was sent.' : `Your mail was sent to ${String(count)} people.`,
  saved: 'Your mail price was saved.',
} as const;

const IsoTime = z.iso.datetime({ offset: true });
export const MailDirection = z.enum(['to_advisor', 'from_advisor']);
export type MailDirection = z.infer<typeof MailDirection>;

/**
 * One mail, stream `mail-<mailId>`; a Flirt's mail price, stream `mailprice-<creatorId>`; a
 * list of recipients handed over from My Customers, stream `maildraft-<draftId>`. A mail
 * names its sender and recipient by id only; its subject and body are the message itself.
 */
export const mailEvents = {
  MailPriceSet: defineEvent(
    z.object({ creatorId: Uuid, priceCents: NonNegativeCents, at: IsoTime }),
  ),
  /** My Customers' bulk Mail: the recipients the compose screen opens with. */
  MailDraftStarted: defineEvent(
    z.object({
      draftId: z.string(),
      creatorId: Uuid,
      recipientIds: z.array(Uuid).max(MAIL_RECIPIENTS_MAX),
      returnTo: z.string().max(200),
      at: IsoTime,
    }),
  ),
  MailSent: defineEvent(
    z.object({
      mailId: z.string(),
      senderId: Uuid,
      recipientId: Uuid,
      creatorId: Uuid,
      customerId: Uuid,
      direction: MailDirection,
      subject: z.string().min(1).max(MAIL_SUBJECT_MAX_CHARS),
      body: z.string().min(1).max(MAIL_BODY_MAX_CHARS),
      /** File-manager items of the Flirt's, shown to the recipient once the mail is open. */
      attachmentIds: z.array(z.string()).max(MAIL_ATTACHMENTS_MAX),
      /** What the recipient pays to open it (a Flirt's paid mail); 0 when free to read. */
      priceCents: NonNegativeCents,
      /** What the sender paid to send it (a customer writing to a Flirt with a mail price). */
      paidCents: NonNegativeCents,
      at: IsoTime,
    }),
  ),
  /** The recipient opened the mail (and paid its price, when it had one). */
  MailOpened: defineEvent(
    z.object({
      mailId: z.string(),
      readerId: Uuid,
      creatorId: Uuid,
      customerId: Uuid,
      paidCents: NonNegativeCents,
      at: IsoTime,
    }),
  ),
};
export type MailEvent = EventsOf<typeof mailEvents>;

const Subject = safeText({ error: MAIL_MESSAGES.subjectBlank })
  .trim()
  .min(1, MAIL_MESSAGES.subjectBlank)
  .max(MAIL_SUBJECT_MAX_CHARS, MAIL_MESSAGES.subjectTooLong);
const Body = safeText({ error: MAIL_MESSAGES.bodyBlank }, { multiline: true })
  .trim()
  .min(1, MAIL_MESSAGES.bodyBlank)
  .max(MAIL_BODY_MAX_CHARS, MAIL_MESSAGES.bodyTooLong);

export const SendMailBody = z.object({
  /** Member names or ids. */
  recipients: z
    .array(z.string().trim().min(1).max(100), { error: MAIL_MESSAGES.noRecipients })
    .min(1, MAIL_MESSAGES.noRecipients)
    .max(MAIL_RECIPIENTS_MAX, MAIL_MESSAGES.tooManyRecipients),
  subject: Subject,
  body: Body,
  attachments: z
    .array(z.string().max(100))
    .max(MAIL_ATTACHMENTS_MAX, MAIL_MESSAGES.tooManyAttachments)
    .default([]),
  /** A Flirt's mail that the recipient pays the Flirt's mail price to open. */
  paid: z.boolean().default(false),
});
export type SendMailBody = z.infer<typeof SendMailBody>;

export const SetMailPriceBody = z.object({
  price_cents: z
    .number({ error: MAIL_MESSAGES.price })
    .int(MAIL_MESSAGES.price)
    .refine(
      (cents) => cents === 0 || (cents >= MAIL_PRICE_MIN_CENTS && cents <= MAIL_PRICE_MAX_CENTS),
      MAIL_MESSAGES.price,
    ),
});
export type SetMailPriceBody = z.infer<typeof SetMailPriceBody>;

export const MailFolder = z.enum(['inbox', 'sent']);
export type MailFolder = z.infer<typeof MailFolder>;

export const MailListParams = z.object({
  folder: MailFolder.default('inbox'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type MailListParams = z.infer<typeof MailListParams>;

export const MailParty = z.object({ id: z.string(), login: z.string(), is_advisor: z.boolean() });
export type MailParty = z.infer<typeof MailParty>;

export const MailSummary = z.object({
  id: z.string(),
  other: MailParty,
  subject: z.string(),
  at: z.string(),
  read: z.boolean(),
  /** What opening it costs the reader now (0: free or already paid). */
  price_cents: z.number().int(),
  attachment_count: z.number().int(),
});
export type MailSummary = z.infer<typeof MailSummary>;

export const MailListResponse = z.object({
  folder: MailFolder,
  mails: z.array(MailSummary),
  page: z.number().int(),
  has_next: z.boolean(),
  empty_message: z.string().nullable(),
});
export type MailListResponse = z.infer<typeof MailListResponse>;

export const MailAttachmentView = z.object({
  id: z.string(),
  kind: z.enum(['image', 'video', 'audio']),
  title: z.string(),
  url: z.string().nullable(),
  thumbnail_url: z.string().nullable(),
});
export type MailAttachmentView = z.infer<typeof MailAttachmentView>;

export const MailView = z.object({
  id: z.string(),
  from: MailParty,
  to: MailParty,
  mine: z.boolean(),
  subject: z.string(),
  /** Null while the reader has not paid to open it. */
  body: z.string().nullable(),
  locked: z.boolean(),
  price_cents: z.number().int(),
  paid_cents: z.number().int(),
  attachments: z.array(MailAttachmentView),
  at: z.string(),
});
export type MailView = z.infer<typeof MailView>;

export const SendMailResponse = z.object({
  position: z.number().int(),
  sent: z.number().int(),
  mail_ids: z.array(z.string()),
  paid_cents: z.number().int(),
  message: z.string(),
  /** True when the balance (site dollars) paid for at least one of these mails. */
  paid_from_balance: z.boolean(),
});
export type SendMailResponse = z.infer<typeof SendMailResponse>;

export const OpenMailResponse = z.object({
  position: z.number().int(),
  mail: MailView,
  /** Who paid to open it now (the balance or the card); null when nothing was charged. */
  paid_from: z.enum(['site_dollars', 'card']).nullable(),
});
export type OpenMailResponse = z.infer<typeof OpenMailResponse>;

export const MailSettingsResponse = z.object({ price_cents: z.number().int() });
export type MailSettingsResponse = z.infer<typeof MailSettingsResponse>;

/** What writing to one person costs (the compose screen's rule line). */
export const MailPriceQuote = z.object({
  recipient: MailParty,
  /** What the asker pays to send to them (a customer writing to a Flirt with a price). */
  send_cents: z.number().int(),
  /** The asker's own price for paid mail (a Flirt), else 0. */
  paid_mail_cents: z.number().int(),
});
export type MailPriceQuote = z.infer<typeof MailPriceQuote>;

export const MailDraftResponse = z.object({
  recipients: z.array(MailParty),
  return_to: z.string(),
});
export type MailDraftResponse = z.infer<typeof MailDraftResponse>;

export const UnreadMailCountResponse = z.object({ unread_mail_count: z.number().int() });
export type UnreadMailCountResponse = z.infer<typeof UnreadMailCountResponse>;
