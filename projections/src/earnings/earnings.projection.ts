import {
  type AnyEventEnvelope,
  CHANNEL_OF_SOURCE,
  type ChannelKey,
  channelKey,
  type EarningsChannel,
  formatCents,
  MONEY_EVENT_TYPES,
  type MoneyEventType,
  READ_MODELS,
  utcDay,
} from '@flirtwire/contracts';
import { defineProjection, type DocumentOp, documentOp, ownedByCreator } from '../projection.js';

export const EARNINGS_DAYS = READ_MODELS.earningsDays;
export const EARNINGS_HISTORY = READ_MODELS.earningsHistory;

type ChannelCents = Partial<Record<ChannelKey, number>>;

/**
 * One Flirt's money on one UTC day, per channel: `gross` is what customers paid, `fees` the
 * platform's share, `reversals` refunds, chargebacks and chargeback fees (on the day they
 * happened, docs/adr/0005). Net = gross − fees − reversals.
 */
export type EarningsDayDoc = {
  _id: string;
  creatorId: string;
  day: string;
  /** Each appears with the first amount of its kind that day. */
  gross?: ChannelCents;
  fees?: ChannelCents;
  reversals?: ChannelCents;
};

/** One money movement (spec 002 §3 "Earnings history row"); reversals are negative. */
export type EarningsHistoryDoc = {
  _id: string;
  creatorId: string;
  customerId: string;
  createdAt: string;
  channel: EarningsChannel;
  kind: 'payment' | 'refund' | 'chargeback';
  title: string;
  description: string;
  amountCents: number;
  feeCents: number;
  /** Payment: its charge id; reversal: the charge id then the reversal id (comma-separated). */
  btids: string;
};

type Handled = Extract<AnyEventEnvelope, { type: MoneyEventType }>;

const PLANS = {
  feed: 'Feed subscription',
  package: 'Package subscription',
  tribute: 'Recurring tribute',
};

/** What a money event adds to the history (null: nothing to record, e.g. a free volley). */
export function historyOf(
  event: Handled,
): Omit<EarningsHistoryDoc, 'creatorId' | 'customerId'> | null {
  const at = event.occurredAt;
  switch (event.type) {
    case 'TipSent': {
      const { tipId, amountCents, platformFeeCents, fromChat } = event.data;
      return payment(
        tipId,
        at,
        'Tributes',
        'Tribute',
        fromChat ? 'Tribute sent from chat' : 'Tribute',
        amountCents,
        platformFeeCents,
      );
    }
    case 'SubscriptionCharged': {
      const { chargeId, kind, renewal, amountCents, platformFeeCents } = event.data;
      return payment(
        chargeId,
        at,
        'Recurring',
        PLANS[kind],
        renewal ? 'Monthly renewal' : 'First month',
        amountCents,
        platformFeeCents,
      );
    }
    case 'CallCompleted': {
      const { chargeId, minutes, freeMinutes, rateCents, amountCents, platformFeeCents } =
        event.data;
      if (amountCents === 0) return null;
      const free = freeMinutes > 0 ? `, ${freeMinutes} free` : '';
      return payment(
        chargeId,
        event.data.at,
        'Calls',
        'Call',
        `${minutes} min at ${formatCents(rateCents)}/min${free}`,
        amountCents,
        platformFeeCents,
      );
    }
    case 'ChatVolleyBilled': {
      const { chargeId, amountCents, platformFeeCents } = event.data;
      if (amountCents === 0) return null;
      return payment(
        chargeId,
        event.data.at,
        'Chat',
        'Chat',
        'Chat volley',
        amountCents,
        platformFeeCents,
      );
    }
    case 'PaidMailSold': {
      const { chargeId, amountCents, platformFeeCents } = event.data;
      return payment(
        chargeId,
        event.data.at,
        'Paid Mail',
        'Paid Mail',
        'Paid mail opened',
        amountCents,
        platformFeeCents,
      );
    }
    case 'GoodiesSold': {
      const { chargeId, title, amountCents, platformFeeCents } = event.data;
      return payment(
        chargeId,
        event.data.at,
        'Goodies',
        'Goodies',
        title,
        amountCents,
        platformFeeCents,
      );
    }
    case 'OfferRedeemed': {
      const { chargeId, channel, amountCents, platformFeeCents } = event.data;
      return payment(
        chargeId,
        event.data.at,
        channel,
        'Offer',
        `Offer redeemed (${channel})`,
        amountCents,
        platformFeeCents,
      );
    }
    case 'PaymentRefunded':
    case 'ChargebackReceived': {
      const refund = event.type === 'PaymentRefunded';
      const id = refund ? event.data.refundId : event.data.chargebackId;
      const fee = event.type === 'ChargebackReceived' ? event.data.chargebackFeeCents : 0;
      return {
        _id: id,
        createdAt: at,
        channel: CHANNEL_OF_SOURCE[event.data.source],
        kind: refund ? 'refund' : 'chargeback',
        title: refund ? 'Refund' : 'Chargeback',
        description: refund
          ? `Refund of a payment of ${formatCents(event.data.originalAmountCents)}`
          : `Chargeback of a payment of ${formatCents(event.data.originalAmountCents)}, fee ${formatCents(fee)}`,
        amountCents: -event.data.amountCents,
        feeCents: fee,
        btids: `${event.data.chargeId},${id}`,
      };
    }
    default: {
      const never: never = event;
      return never;
    }
  }
}

function payment(
  id: string,
  at: string,
  channel: EarningsChannel,
  title: string,
  description: string,
  amountCents: number,
  feeCents: number,
): Omit<EarningsHistoryDoc, 'creatorId' | 'customerId'> {
  return {
    _id: id,
    createdAt: at,
    channel,
    kind: 'payment',
    title,
    description,
    amountCents,
    feeCents,
    btids: id,
  };
}

/**
 * Earnings per Flirt per UTC day per channel (gross, fees, reversals) for the charts and
 * windows, and the history rows (payments and reversals) the earnings view and customer
 * details list. Each money event is counted once: its history row guards the day's sums.
 */
export const earningsProjection = defineProjection<Handled>({
  name: 'earnings',
  version: 1,
  eventTypes: MONEY_EVENT_TYPES,
  collections: {
    [EARNINGS_DAYS]: { indexes: [{ key: { creatorId: 1, day: 1 } }] },
    [EARNINGS_HISTORY]: {
      indexes: [
        { key: { creatorId: 1, createdAt: -1 } },
        { key: { creatorId: 1, customerId: 1, createdAt: -1 } },
      ],
    },
  },
  handle: async (event, context) => {
    const { creatorId, customerId } = event.data;
    const entry = historyOf(event);
    if (!entry || creatorId === customerId) return [];
    const history = context.collection<EarningsHistoryDoc>(EARNINGS_HISTORY);
    if (await history.findOne({ _id: entry._id })) return [];
    const owner = ownedByCreator(creatorId);
    const key = channelKey(entry.channel);
    const day = utcDay(entry.createdAt);
    const sums: Record<string, number> =
      entry.kind === 'payment'
        ? { [`gross.${key}`]: entry.amountCents, [`fees.${key}`]: entry.feeCents }
        : { [`reversals.${key}`]: -entry.amountCents + entry.feeCents };
    const { _id, ...row } = entry;
    const ops: DocumentOp[] = [
      documentOp<EarningsHistoryDoc>(
        EARNINGS_HISTORY,
        {
          replaceOne: {
            filter: { _id },
            replacement: { ...row, creatorId, customerId },
            upsert: true,
          },
        },
        { owner },
      ),
      documentOp<EarningsDayDoc>(
        EARNINGS_DAYS,
        {
          updateOne: {
            filter: { _id: `${creatorId}:${day}` },
            update: {
              $inc: sums,
              $setOnInsert: { creatorId, day },
            },
            upsert: true,
          },
        },
        { owner },
      ),
    ];
    return ops;
  },
});
