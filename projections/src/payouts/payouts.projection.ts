import {
  type AnyEventEnvelope,
  type PayoutHoldReason,
  type PayoutStatus,
  READ_MODELS,
} from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByCreator } from '../projection.js';

export const PAYOUTS = READ_MODELS.payouts;

/**
 * One payee's payout for one pay date (`<payeeId>:<periodKey>`, one row per payout-run stream):
 * held with a reason, or scheduled, sent, failed or returned. `debitCents` is what the payout
 * takes from the balance while it stands (scheduled or sent); a failed or returned payout gives
 * it back.
 */
export type PayoutDoc = {
  _id: string;
  payeeId: string;
  periodKey: string;
  paymentPeriod: number;
  status: PayoutStatus;
  holdReason: PayoutHoldReason | null;
  payoutId: string | null;
  debitCents: number;
  feeCents: number;
  amountCents: number;
  scheduledAt: string;
  updatedAt: string;
  reference: string | null;
  returnCode: string | null;
  failureReason: string | null;
  /** The stream revision last applied: a redelivered older event changes nothing. */
  revision: number;
};

/** The statuses whose payout still takes its money from the payee's balance. */
export const DEBITING_STATUSES: readonly PayoutStatus[] = ['scheduled', 'sent'];

const EVENT_TYPES = [
  'PayoutHeld',
  'PayoutScheduled',
  'PayoutSent',
  'PayoutFailed',
  'PayoutReturned',
] as const;
type Handled = Extract<AnyEventEnvelope, { type: (typeof EVENT_TYPES)[number] }>;

const rowId = (payeeId: string, periodKey: string) => `${payeeId}:${periodKey}`;
/** The stream is `payoutrun-<payeeId>-<periodKey>`; the period key is its last 10 characters. */
const periodOf = (streamId: string) => streamId.slice(-10);

/** Payouts and holds (docs/adr/0107): the payment history, the finance console, the balances. */
export const payoutsProjection = defineProjection<Handled>({
  name: 'payouts',
  version: 1,
  // Each document is one payout run, from its own stream's events: one bus key, one topic
  // (docs/adr/0124).
  partitioned: true,
  eventTypes: EVENT_TYPES,
  collections: {
    [PAYOUTS]: {
      indexes: [{ key: { payeeId: 1, periodKey: -1 } }, { key: { periodKey: -1, status: 1 } }],
    },
  },
  handle: (event): DocumentOp[] => {
    const owner = { owner: ownedByCreator(event.data.payeeId) };
    const newer = { revision: { $lt: event.revision } };
    switch (event.type) {
      case 'PayoutHeld':
      case 'PayoutScheduled': {
        const d = event.data;
        const scheduled = event.type === 'PayoutScheduled';
        const _id = rowId(d.payeeId, d.periodKey);
        return [
          documentOp<PayoutDoc>(
            PAYOUTS,
            {
              replaceOne: {
                filter: { _id },
                replacement: {
                  payeeId: d.payeeId,
                  periodKey: d.periodKey,
                  paymentPeriod: d.paymentPeriod,
                  status: scheduled ? 'scheduled' : 'held',
                  holdReason: scheduled ? null : event.data.reason,
                  payoutId: scheduled ? event.data.payoutId : null,
                  debitCents: scheduled ? event.data.debitCents : 0,
                  feeCents: scheduled ? event.data.feeCents : 0,
                  amountCents: scheduled ? event.data.amountCents : 0,
                  scheduledAt: event.occurredAt,
                  updatedAt: event.occurredAt,
                  reference: null,
                  returnCode: null,
                  failureReason: null,
                  revision: event.revision,
                },
                upsert: true,
              },
            },
            owner,
          ),
        ];
      }
      case 'PayoutSent':
      case 'PayoutFailed':
      case 'PayoutReturned': {
        const _id = rowId(event.data.payeeId, periodOf(event.streamId));
        const set =
          event.type === 'PayoutSent'
            ? { status: 'sent' as const, reference: event.data.reference }
            : event.type === 'PayoutFailed'
              ? { status: 'failed' as const, failureReason: event.data.reason }
              : { status: 'returned' as const, returnCode: event.data.code };
        return [
          documentOp<PayoutDoc>(
            PAYOUTS,
            {
              updateOne: {
                filter: { _id, ...newer },
                update: { $set: { ...set, updatedAt: event.occurredAt, revision: event.revision } },
              },
            },
            owner,
          ),
        ];
      }
      default: {
        const never: never = event;
        return never;
      }
    }
  },
});
