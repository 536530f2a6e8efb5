import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import {
  MAIL_PRICES,
  MAILBOX,
  type MailboxRow,
  mailboxProjection,
  type MailPriceRow,
} from './mailbox.projection.js';

const flirt = '0190a0b0-0000-7000-8000-00000000c001';
const fan = '0190a0b0-0000-7000-8000-00000000c002';

describe('the mailbox projection', () => {
  it("files a mail in the recipient's inbox and the sender's sent folder, and marks both opened", async () => {
    const h = new ProjectionHarness(mailboxProjection);
    await h.run([
      h.event('MailSent', {
        mailId: 'm1',
        senderId: flirt,
        recipientId: fan,
        creatorId: flirt,
        customerId: fan,
        direction: 'from_advisor',
        subject: 'Hello',
        body: 'Something for you',
        attachmentIds: [],
        priceCents: 499,
        paidCents: 0,
        at: '2026-11-01T10:00:00.000Z',
      }),
    ]);
    expect(h.doc<MailboxRow>(MAILBOX, 'm1:inbox')).toMatchObject({
      userId: fan,
      otherId: flirt,
      folder: 'inbox',
      opened: false,
      priceCents: 499,
    });
    expect(h.doc<MailboxRow>(MAILBOX, 'm1:sent')).toMatchObject({ userId: flirt, otherId: fan });
    expect(new Set(h.ops.map((op) => op.owner))).toEqual(new Set([`user:${fan}`, `user:${flirt}`]));
    await h.run([
      h.event('MailOpened', {
        mailId: 'm1',
        readerId: fan,
        creatorId: flirt,
        customerId: fan,
        paidCents: 499,
        at: '2026-11-01T11:00:00.000Z',
      }),
    ]);
    expect(h.doc<MailboxRow>(MAILBOX, 'm1:inbox')).toMatchObject({
      opened: true,
      openPaidCents: 499,
    });
    expect(h.doc<MailboxRow>(MAILBOX, 'm1:sent')).toMatchObject({ opened: true });
  });

  it("keeps a Flirt's latest mail price", async () => {
    const h = new ProjectionHarness(mailboxProjection);
    await h.run([
      h.event('MailPriceSet', {
        creatorId: flirt,
        priceCents: 299,
        at: '2026-11-01T10:00:00.000Z',
      }),
      h.event('MailPriceSet', { creatorId: flirt, priceCents: 0, at: '2026-11-02T10:00:00.000Z' }),
    ]);
    expect(h.doc<MailPriceRow>(MAIL_PRICES, flirt)).toMatchObject({ priceCents: 0 });
  });
});
