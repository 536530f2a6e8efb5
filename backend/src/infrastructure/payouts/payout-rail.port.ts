import type { PayoutRail } from '@flirtwire/contracts';

export const PAYOUT_RAILS_PORT = Symbol('PAYOUT_RAILS_PORT');

export interface PayoutInstruction {
  /** The same payout id returns the first answer and never pays twice. */
  readonly payoutId: string;
  readonly payeeId: string;
  readonly rail: PayoutRail;
  readonly amountCents: number;
}

export type PayoutSendResult =
  | { readonly status: 'sent'; readonly reference: string }
  | { readonly status: 'failed'; readonly reason: string }
  /** Handed over in a file finance takes to the bank or service: the answer comes later. */
  | { readonly status: 'pending' };

/** One payout as the payout service recorded it. */
export interface RailPayout {
  readonly payoutId: string;
  readonly payeeId: string;
  readonly rail: PayoutRail;
  readonly amountCents: number;
  readonly status: PayoutSendResult['status'];
  /** The service's reference when sent, else null. */
  readonly reference: string | null;
  /** When the service recorded it; null for records older than the column. */
  readonly createdAt: string | null;
}

/**
 * Where payouts leave: Express Pay, the bank (ACH, checks) and the payment services (Paxum,
 * MassPay). Returns and failures come back later through finance marking them (the files'
 * answers) and reverse the payout.
 *
 * @example
 * const answer = await rails.send({ payoutId, payeeId, rail: 'ach', amountCents: 11_500 });
 * if (answer.status === 'sent') record(answer.reference);
 */
export interface PayoutRails {
  send(instruction: PayoutInstruction): Promise<PayoutSendResult>;
  /**
   * The service's own records with createdAt in [from, to) (ISO instants), oldest first, for
   * the reconciliation.
   *
   * @example
   * const payouts = await rails.listPayouts({ from: '2026-12-01T00:00:00.000Z', to: '2026-12-02T00:00:00.000Z' });
   */
  listPayouts(period: { readonly from: string; readonly to: string }): Promise<RailPayout[]>;
}
