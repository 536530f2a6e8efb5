import { z } from 'zod';
import { EARNINGS_CHANNELS } from '../shared/fees.js';

/** One refund or chargeback of a payment, negative cents. */
export const TransactionReversal = z.object({
  id: z.string(),
  created_at: z.string(),
  kind: z.enum(['refund', 'chargeback']),
  description: z.string(),
  amount_cents: z.number().int(),
});

/**
 * GET /client_api/transactions/details/{id}?btids= for the Flirt paid: what was bought, when,
 * by whom, gross, fee, net and every refund or chargeback since. Cents.
 */
export const FlirtTransactionDetails = z.object({
  side: z.literal('flirt'),
  id: z.string(),
  created_at: z.string(),
  title: z.string(),
  description: z.string(),
  channel: z.enum(EARNINGS_CHANNELS),
  customer_id: z.string(),
  customer_login: z.string().nullable(),
  gross_cents: z.number().int(),
  fee_cents: z.number().int(),
  net_cents: z.number().int(),
  reversals: z.array(TransactionReversal),
  /** Net after reversals. */
  balance_cents: z.number().int(),
});
export type FlirtTransactionDetails = z.infer<typeof FlirtTransactionDetails>;

export const TransactionDetailsQuery = z.object({ btids: z.string().max(2_000).optional() });
export type TransactionDetailsQuery = z.infer<typeof TransactionDetailsQuery>;

/**
 * What a customer paid for, one table for the API, the read model and the screen. The spec has
 * no customer transactions screen of its own; the labels are the product's names for each
 * (a tip is a Tribute, spec 000; Recurring tribute, Feed and Package subscription as the earnings
 * history names them; Add Money as the sign-up step names a top-up).
 */
export const CUSTOMER_TRANSACTION_CHANNELS = {
  tip: 'Tribute',
  tribute: 'Recurring tribute',
  subscription: 'Feed subscription',
  package: 'Package subscription',
  chat_volley: 'Chat volley',
  chat_gift: 'Chat gift',
  paid_mail: 'Paid mail',
  goody_bag: 'Goody bag',
  call: 'Call',
  site_dollars: 'Add Money',
} as const;
export type CustomerTransactionChannel = keyof typeof CUSTOMER_TRANSACTION_CHANNELS;
export const CustomerTransactionChannel = z.enum(
  Object.keys(CUSTOMER_TRANSACTION_CHANNELS) as [
    CustomerTransactionChannel,
    ...CustomerTransactionChannel[],
  ],
);

/** The customer's detail page of one of their own charges. */
export const customerTransactionPath = (id: string) =>
  `/transactions/details/${encodeURIComponent(id)}`;

/** One charge the signed-in customer paid (every channel), with what was refunded of it. */
export const CustomerTransactionRow = z.object({
  id: z.string(),
  paid_at: z.string(),
  channel: CustomerTransactionChannel,
  /** What was bought, in a few words ("3 min at $2.99/min", a goody bag's title). */
  description: z.string(),
  /** The Flirt paid; null for a site-dollar top-up (or an account since closed). */
  creator_login: z.string().nullable(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  charged_back_cents: z.number().int(),
  /** Who paid: the balance (site dollars) or the card. */
  paid_from: z.enum(['site_dollars', 'card']),
  /** Its detail page (the customer's own charge). */
  detail_path: z.string(),
});
export type CustomerTransactionRow = z.infer<typeof CustomerTransactionRow>;

/**
 * GET /client_api/transactions/details/{id} for the customer who paid: the purchase with what
 * was refunded or charged back of it.
 */
export const CustomerTransactionDetails = CustomerTransactionRow.omit({ detail_path: true }).extend(
  {
    side: z.literal('customer'),
    reversals: z.array(TransactionReversal),
  },
);
export type CustomerTransactionDetails = z.infer<typeof CustomerTransactionDetails>;

/**
 * GET /client_api/transactions/details/{id}?btids=: one payment as the asker sees it: the Flirt
 * paid sees gross, fee and net; the customer who paid sees their purchase. Anyone else: 404.
 */
export const TransactionDetailsResponse = z.discriminatedUnion('side', [
  FlirtTransactionDetails,
  CustomerTransactionDetails,
]);
export type TransactionDetailsResponse = z.infer<typeof TransactionDetailsResponse>;

/** GET /client_api/transactions: the signed-in customer's purchases and refunds, newest first. */
export const CustomerTransactionsResponse = z.object({
  transactions: z.array(CustomerTransactionRow),
});
export type CustomerTransactionsResponse = z.infer<typeof CustomerTransactionsResponse>;
