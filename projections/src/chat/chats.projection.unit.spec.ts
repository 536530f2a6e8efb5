import { describe, expect, it } from '@jest/globals';
import { ProjectionHarness } from '../testing/projection-harness.js';
import {
  type ChatConversationRow,
  type ChatMessageRow,
  chatsProjection,
} from './chats.projection.js';

const creatorId = '0190a0b0-0000-7000-8000-00000000c001';
const customerId = '0190a0b0-0000-7000-8000-00000000c002';
const chatId = `${creatorId}-${customerId}`;

const sent = (h: ProjectionHarness, messageId: string, from: 'customer' | 'flirt', text: string) =>
  h.event('ChatMessageSent', {
    chatId,
    messageId,
    creatorId,
    customerId,
    from,
    text,
    at: '2026-01-15T12:00:00.000Z',
    volleyId: null,
    amountCents: 0,
    paidBy: 'none',
  });

describe('chats projection', () => {
  it("keeps each side's list with the last message and the other side's unread count, and notifies both", async () => {
    const h = new ProjectionHarness(chatsProjection);
    await h.run([sent(h, 'm1', 'customer', 'hi'), sent(h, 'm2', 'customer', 'there')]);
    const flirt = h.doc<ChatConversationRow>('chat_conversations', `${chatId}:flirt`);
    const customer = h.doc<ChatConversationRow>('chat_conversations', `${chatId}:customer`);
    expect(flirt).toMatchObject({
      userId: creatorId,
      otherId: customerId,
      unread: 2,
      lastText: 'there',
    });
    expect(customer).toMatchObject({ userId: customerId, otherId: creatorId, unread: 0 });
    expect(h.docs<ChatMessageRow>('chat_messages').map((m) => m.text)).toEqual(['hi', 'there']);
    expect(new Set(h.ops.map((op) => op.owner))).toEqual(
      new Set([null, `user:${creatorId}`, `user:${customerId}`]),
    );
  });

  it("clears the reader's unread count and tells the writer how far the reader has read", async () => {
    const h = new ProjectionHarness(chatsProjection);
    await h.run([sent(h, 'm1', 'customer', 'hi')]);
    const read = h.event('ChatMessagesRead', {
      chatId,
      creatorId,
      customerId,
      reader: 'flirt',
      at: '2026-01-15T12:01:00.000Z',
    });
    await h.run([read]);
    expect(h.doc<ChatConversationRow>('chat_conversations', `${chatId}:flirt`)).toMatchObject({
      unread: 0,
      readPosition: read.position,
    });
    expect(h.doc<ChatConversationRow>('chat_conversations', `${chatId}:customer`)).toMatchObject({
      otherReadPosition: read.position,
    });
  });

  it('lists a gift request and the gift that pays it by their alert text, and marks the request paid', async () => {
    const h = new ProjectionHarness(chatsProjection);
    const base = {
      chatId,
      creatorId,
      customerId,
      text: '',
      at: '2026-01-15T12:00:00.000Z',
      volleyId: null,
      amountCents: 0,
      paidBy: 'none',
    };
    await h.run([
      h.event('ChatMessageSent', {
        ...base,
        messageId: 'r1',
        from: 'flirt',
        messageClass: 'gift_request_message',
        giftCents: 1250,
      }),
    ]);
    expect(h.doc<ChatConversationRow>('chat_conversations', `${chatId}:customer`)).toMatchObject({
      lastText: 'Asked for a gift of $12.50',
      lastMessageClass: 'gift_request_message',
    });
    await h.run([
      h.event('ChatMessageSent', {
        ...base,
        messageId: 'g1',
        from: 'customer',
        messageClass: 'gift_message',
        giftCents: 1250,
        tipId: 'tip-1',
        requestId: 'r1',
      }),
    ]);
    expect(h.doc<ChatConversationRow>('chat_conversations', `${chatId}:flirt`)).toMatchObject({
      lastText: 'Sent a gift of $12.50',
    });
    expect(h.doc<ChatMessageRow>('chat_messages', `${chatId}:r1`)).toMatchObject({
      requestPaid: true,
      giftCents: 1250,
    });
  });
});
