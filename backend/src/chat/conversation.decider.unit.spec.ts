import { describe, expect, it } from '@jest/globals';
import type { ChatEvent } from '@flirtwire/contracts';
import { spec } from '../test-support/decider-spec.js';
import {
  checkChatContent,
  conversationDecider,
  initialConversationState,
  type MarkChatRead,
  type SendChatMessage,
  volleyPriceCents,
} from './conversation.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-000000000002';
const customerId = '0190a0b0-0000-7000-8000-000000000001';
const chatId = `${creatorId}-${customerId}`;
const at = '2026-11-25T12:00:00.000Z';

/** The message `messageId` from `from`, as SendChatMessage asks and ChatMessageSent records it. */
const message = (messageId: string, from: 'customer' | 'flirt') => ({
  chatId,
  messageId,
  creatorId,
  customerId,
  from,
  text: `hello ${messageId}`,
  at,
});

const send = (
  messageId: string,
  from: 'customer' | 'flirt',
  overrides: Partial<SendChatMessage> = {},
): SendChatMessage => ({
  type: 'SendChatMessage',
  ...message(messageId, from),
  content: { kind: 'text' },
  blocked: false,
  payment: null,
  ...overrides,
});

const sent = (
  messageId: string,
  from: 'customer' | 'flirt',
  volleyId: string | null,
  amountCents = 0,
  paidBy: 'card' | 'perk' | 'none' = 'none',
): ChatEvent => ({
  type: 'ChatMessageSent',
  data: {
    ...message(messageId, from),
    volleyId,
    amountCents,
    paidBy,
  },
});

const read = (reader: 'customer' | 'flirt'): MarkChatRead => ({
  type: 'MarkChatRead',
  chatId,
  creatorId,
  customerId,
  reader,
  at,
});

describe('conversation decider', () => {
  it("opens a paid volley with the customer's first message", () => {
    spec(conversationDecider)
      .given([])
      .when(
        send('m1', 'customer', { payment: { volleyId: 'm1', amountCents: 99, paidBy: 'card' } }),
      )
      .then([sent('m1', 'customer', 'm1', 99, 'card')]);
  });

  it('refuses to open a volley that was not paid', () => {
    spec(conversationDecider)
      .given([sent('m1', 'customer', 'm1', 99, 'card'), sent('m2', 'flirt', 'm1')])
      .when(send('m3', 'customer'))
      .thenThrows({ code: 'volley_unpaid', status: 422 });
  });

  it("lets further customer messages ride on the open volley, free, and closes it with the Flirt's answer", () => {
    spec(conversationDecider)
      .given([sent('m1', 'customer', 'm1', 0, 'perk')])
      .when(
        send('m2', 'customer', { payment: { volleyId: 'm2', amountCents: 99, paidBy: 'card' } }),
      )
      .then([sent('m2', 'customer', null)]);
    spec(conversationDecider)
      .given([sent('m1', 'customer', 'm1', 0, 'perk'), sent('m2', 'customer', null)])
      .when(send('m3', 'flirt'))
      .then([sent('m3', 'flirt', 'm1')]);
  });

  it('lets the Flirt write first without opening a volley', () => {
    spec(conversationDecider)
      .given([])
      .when(send('m1', 'flirt'))
      .then([sent('m1', 'flirt', null)]);
  });

  it('records a repeated message id once', () => {
    spec(conversationDecider)
      .given([sent('m1', 'customer', 'm1', 99, 'card')])
      .when(
        send('m1', 'customer', { payment: { volleyId: 'm1', amountCents: 99, paidBy: 'card' } }),
      )
      .then([]);
  });

  it('refuses a message across a block', () => {
    spec(conversationDecider)
      .given([])
      .when(send('m1', 'flirt', { blocked: true }))
      .thenThrows({ code: 'blocked', status: 403, message: 'You cannot chat with this person.' });
  });

  it("marks the other side's messages read once, only when some are unread", () => {
    spec(conversationDecider)
      .given([sent('m1', 'customer', 'm1', 99, 'card')])
      .when(read('flirt'))
      .then([
        { type: 'ChatMessagesRead', data: { chatId, creatorId, customerId, reader: 'flirt', at } },
      ]);
    spec(conversationDecider)
      .given([sent('m1', 'customer', 'm1', 99, 'card')])
      .when(read('customer'))
      .then([]);
    spec(conversationDecider)
      .given([
        sent('m1', 'customer', 'm1', 99, 'card'),
        { type: 'ChatMessagesRead', data: { chatId, creatorId, customerId, reader: 'flirt', at } },
      ])
      .when(read('flirt'))
      .then([]);
  });

  it('bills a volley at the chat listing price, $0.99 while the Flirt has no chat listing', () => {
    expect(volleyPriceCents({ exists: true, content: { priceCents: 249 } })).toBe(249);
    expect(volleyPriceCents({ exists: false, content: null })).toBe(99);
  });

  it("sends a Flirt's own image as a photo message that answers the open volley; never a customer's", () => {
    spec(conversationDecider)
      .given([sent('m1', 'customer', 'm1', 99, 'card')])
      .when(send('m2', 'flirt', { content: { kind: 'photo', mediaId: 'item-1', ownImage: true } }))
      .then([
        {
          type: 'ChatMessageSent',
          data: {
            ...sent('m2', 'flirt', 'm1').data,
            messageClass: 'photo_message',
            mediaId: 'item-1',
          },
        } as ChatEvent,
      ]);
    spec(conversationDecider)
      .given([])
      .when(send('m1', 'flirt', { content: { kind: 'photo', mediaId: 'x', ownImage: false } }))
      .thenThrows({ status: 400 });
    spec(conversationDecider)
      .given([])
      .when(send('m1', 'customer', { content: { kind: 'photo', mediaId: 'x', ownImage: true } }))
      .thenThrows({ code: 'photo_flirt_only', status: 403 });
  });

  it('records a paid gift without opening a volley, and refuses an unpaid one', () => {
    const gift = { kind: 'gift', amountCents: 500, requestId: null, tipId: 'tip-1' } as const;
    spec(conversationDecider)
      .given([])
      .when(send('g1', 'customer', { content: gift }))
      .then([
        {
          type: 'ChatMessageSent',
          data: {
            ...sent('g1', 'customer', null).data,
            messageClass: 'gift_message',
            giftCents: 500,
            tipId: 'tip-1',
          },
        } as ChatEvent,
      ]);
    spec(conversationDecider)
      .given([])
      .when(send('g1', 'customer', { content: { ...gift, tipId: null } }))
      .thenThrows({ code: 'gift_unpaid' });
    spec(conversationDecider)
      .given([])
      .when(send('g1', 'flirt', { content: gift }))
      .thenThrows({ code: 'gift_customer_only', status: 403 });
  });

  it("pays a Flirt's gift request once, for the amount asked", () => {
    const request = {
      type: 'ChatMessageSent',
      data: {
        ...sent('r1', 'flirt', null).data,
        messageClass: 'gift_request_message',
        giftCents: 1250,
      },
    } as ChatEvent;
    const paying = { kind: 'gift', amountCents: null, requestId: 'r1', tipId: null } as const;
    let state = conversationDecider.evolve(initialConversationState, request);
    expect(checkChatContent('customer', paying, state)).toBe(1250);
    expect(() => checkChatContent('customer', { ...paying, requestId: 'nope' }, state)).toThrow(
      'No such gift request.',
    );
    state = conversationDecider.evolve(state, {
      type: 'ChatMessageSent',
      data: {
        ...sent('g1', 'customer', null).data,
        messageClass: 'gift_message',
        giftCents: 1250,
        requestId: 'r1',
        tipId: 'tip-1',
      },
    } as ChatEvent);
    expect(() => checkChatContent('customer', paying, state)).toThrow(
      'This gift request has already been paid.',
    );
    expect(() =>
      checkChatContent('customer', { kind: 'gift_request', amountCents: 500 }, state),
    ).toThrow('Only Flirts can ask for a gift.');
    expect(() =>
      checkChatContent('flirt', { kind: 'gift_request', amountCents: 50 }, state),
    ).toThrow('Please enter an amount between $1 and $1,000.');
  });
});
