import type { PaymentSource } from '../payments/payment.events.js';
import { EARNINGS_CHANNELS, type EarningsChannel, type EarningsWindow } from '../shared/fees.js';

/** Field-safe keys of the earnings channels (read models use them as document paths). */
export const CHANNEL_KEYS = {
  Calls: 'calls',
  Chat: 'chat',
  Tributes: 'tributes',
  'Paid Mail': 'paid_mail',
  Goodies: 'goodies',
  Recurring: 'recurring',
} as const satisfies Record<EarningsChannel, string>;
export type ChannelKey = (typeof CHANNEL_KEYS)[EarningsChannel];

export const CHANNEL_BY_KEY = Object.fromEntries(
  EARNINGS_CHANNELS.map((channel) => [CHANNEL_KEYS[channel], channel]),
) as Record<ChannelKey, EarningsChannel>;

export const channelKey = (channel: EarningsChannel): ChannelKey => CHANNEL_KEYS[channel];

/** The channel a refunded or charged-back payment earned on. */
export const CHANNEL_OF_SOURCE = {
  tip: 'Tributes',
  subscription: 'Recurring',
  call: 'Calls',
  chat: 'Chat',
  paid_mail: 'Paid Mail',
  goodies: 'Goodies',
} as const satisfies Record<PaymentSource, EarningsChannel>;

/** The payment source a channel's refunds name. */
export const SOURCE_OF_CHANNEL = {
  Tributes: 'tip',
  Recurring: 'subscription',
  Calls: 'call',
  Chat: 'chat',
  'Paid Mail': 'paid_mail',
  Goodies: 'goodies',
} as const satisfies Record<EarningsChannel, PaymentSource>;

/**
 * Every event that pays a Flirt: the gross payments of their earnings and of Form 1099-K (box
 * 1a, box 3, boxes 5a-5l). The one list: the earnings, the tax ledger, the reconciliation and
 * the audit's figures all read it.
 */
export const GROSS_PAYMENT_TYPES = [
  'TipSent',
  'SubscriptionCharged',
  'CallCompleted',
  'ChatVolleyBilled',
  'PaidMailSold',
  'GoodiesSold',
  'OfferRedeemed',
] as const;

/** Every event that takes a payment back: a refund or a chargeback. */
export const PAYMENT_REVERSAL_TYPES = ['PaymentRefunded', 'ChargebackReceived'] as const;

/** Every event that moves money between a customer and a Flirt (docs/adr/0005). */
export const MONEY_EVENT_TYPES = [...GROSS_PAYMENT_TYPES, ...PAYMENT_REVERSAL_TYPES] as const;
export type MoneyEventType = (typeof MONEY_EVENT_TYPES)[number];

/** Day windows, lifetime aside: 'd7' … 'd365'. */
export const WINDOW_DAYS = [7, 14, 30, 60, 90, 180, 365] as const;
export type WindowDays = (typeof WINDOW_DAYS)[number];
export type WindowKey = `d${WindowDays}`;
export const windowKey = (days: WindowDays): WindowKey => `d${days}`;

/** The days of an earnings window, null for lifetime. */
export function windowDays(window: EarningsWindow): WindowDays | null {
  return window === 'lifetime' ? null : (Number(window) as WindowDays);
}
