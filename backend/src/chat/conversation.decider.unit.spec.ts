import { describe, it } from '@jest/globals';
import type { ChatEvent } from '@flirtwire/contracts';
import { spec } from '../test-support/decider-spec.js';
import {
  conversationDecider,
  type MarkChatRead,
  type SendChatMessage,
} from './conversation.decider.js';

const creatorId = '0190a0b0-0000-7000-8000-000000000002';
const customerId = '0190a0b0-0000-7000-8000-000000000001';
const chatId = `${creatorId}-${customerId}`;
const at = '2026-11-25T12:00:00.000Z';

const send = (
  messageId: string,
  from: 'customer' | 'flirt',
  overrides: Partial<SendChatMessage> = {},
): SendChatMessage => ({
  type: 'SendChatMessage',
  chatId,
  messageId,
  creatorId,
  customerId,
  from,
  text: `hello ${messageId}`,
  at,
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
    chatId,
    messageId,
    creatorId,
    customerId,
    from,
    text: `hello ${messageId}`,
    at,
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
});
