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
 * GET /client_api/transactions/details/{id}?btids=: one payment as its Flirt sees it: what was
 * bought, when, by whom, gross, fee, net and every refund or chargeback since. Cents.
 */
export const TransactionDetailsResponse = z.object({
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
export type TransactionDetailsResponse = z.infer<typeof TransactionDetailsResponse>;

export const TransactionDetailsQuery = z.object({ btids: z.string().max(2_000).optional() });
export type TransactionDetailsQuery = z.infer<typeof TransactionDetailsQuery>;

/** One of the signed-in customer's own payments (tips and subscriptions) with its refunds. */
export const CustomerTransactionRow = z.object({
  id: z.string(),
  paid_at: z.string(),
  kind: z.enum(['tip', 'subscription']),
  creator_login: z.string().nullable(),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  charged_back_cents: z.number().int(),
  /** Who paid: the balance (site dollars) or the card. */
  paid_from: z.enum(['site_dollars', 'card']),
});
export type CustomerTransactionRow = z.infer<typeof CustomerTransactionRow>;

/** GET /client_api/transactions: the signed-in customer's purchases and refunds, newest first. */
export const CustomerTransactionsResponse = z.object({
  transactions: z.array(CustomerTransactionRow),
});
export type CustomerTransactionsResponse = z.infer<typeof CustomerTransactionsResponse>;
