import { READ_MODELS } from '@flirtwire/contracts';
import type { EnvelopeOf, MailEvent } from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByUser } from '../projection.js';

export const MAILBOX = READ_MODELS.mailbox;
export const MAIL_PRICES = READ_MODELS.mailPrices;

/** One side's copy of a mail: `<mailId>:inbox` (the recipient's), `<mailId>:sent` (the sender's). */
export type MailboxRow = {
  _id: string;
  mailId: string;
  folder: 'inbox' | 'sent';
  /** Whose folder this row is in. */
  userId: string;
  otherId: string;
  senderId: string;
  recipientId: string;
  creatorId: string;
  customerId: string;
  subject: string;
  body: string;
  attachmentIds: string[];
  priceCents: number;
  paidCents: number;
  at: string;
  position: number;
  /** The recipient opened it (and paid, when it had a price). */
  opened: boolean;
  openPaidCents: number;
};

/** A Flirt's mail price: `_id` is the Flirt's id. */
export type MailPriceRow = { _id: string; priceCents: number; at: string };

const FOLDERS = ['inbox', 'sent'] as const;

/**
 * The mail read side: each person's inbox and sent folder (one row per side of a mail, owned by
 * that side, so both get a live notice), and each Flirt's mail price.
 */
type Projected = Extract<MailEvent, { type: 'MailSent' | 'MailOpened' | 'MailPriceSet' }>;

export const mailboxProjection = defineProjection<EnvelopeOf<Projected>>({
  name: 'mailbox',
  version: 1,
  // Each document is one Flirt's mail or mail price, from that Flirt's activity events: one bus
  // key, one topic (docs/adr/0124).
  partitioned: true,
  eventTypes: ['MailSent', 'MailOpened', 'MailPriceSet'],
  collections: {
    [MAILBOX]: {
      indexes: [{ key: { userId: 1, folder: 1, position: -1 } }, { key: { mailId: 1 } }],
    },
    [MAIL_PRICES]: {},
  },
  handle: (event): DocumentOp[] => {
    switch (event.type) {
      case 'MailPriceSet':
        return [
          documentOp<MailPriceRow>(
            MAIL_PRICES,
            {
              replaceOne: {
                filter: { _id: event.data.creatorId },
                replacement: { priceCents: event.data.priceCents, at: event.data.at },
                upsert: true,
              },
            },
            { owner: ownedByUser(event.data.creatorId) },
          ),
        ];
      case 'MailSent': {
        const d = event.data;
        return FOLDERS.map((folder) => {
          const userId = folder === 'inbox' ? d.recipientId : d.senderId;
          return documentOp<MailboxRow>(
            MAILBOX,
            {
              replaceOne: {
                filter: { _id: `${d.mailId}:${folder}` },
                replacement: {
                  mailId: d.mailId,
                  folder,
                  userId,
                  otherId: folder === 'inbox' ? d.senderId : d.recipientId,
                  senderId: d.senderId,
                  recipientId: d.recipientId,
                  creatorId: d.creatorId,
                  customerId: d.customerId,
                  subject: d.subject,
                  body: d.body,
                  attachmentIds: [...d.attachmentIds],
                  priceCents: d.priceCents,
                  paidCents: d.paidCents,
                  at: d.at,
                  position: event.position,
                  opened: false,
                  openPaidCents: 0,
                },
                upsert: true,
              },
            },
            { owner: ownedByUser(userId) },
          );
        });
      }
      case 'MailOpened': {
        const d = event.data;
        const readerIsCustomer = d.readerId === d.customerId;
        return FOLDERS.map((folder) => {
          // The reader's row is the inbox; the other side's is their sent folder.
          const userId =
            folder === 'inbox' ? d.readerId : readerIsCustomer ? d.creatorId : d.customerId;
          return documentOp<MailboxRow>(
            MAILBOX,
            {
              updateOne: {
                filter: { _id: `${d.mailId}:${folder}` },
                update: { $set: { opened: true, openPaidCents: d.paidCents } },
              },
            },
            { owner: ownedByUser(userId), id: `${d.mailId}:${folder}` },
          );
        });
      }
      default: {
        const never: never = event;
        return never;
      }
    }
  },
});
