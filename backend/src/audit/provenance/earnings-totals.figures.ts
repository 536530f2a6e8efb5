import {
  type AnyEventEnvelope,
  CHANNEL_KEYS,
  CHANNEL_OF_SOURCE,
  EARNINGS_CHANNELS,
  type EarningsChannel,
  MONEY_EVENT_TYPES,
  type MoneyEventType,
  utcDay,
} from '@flirtwire/contracts';
import { EARNINGS_DAYS, type EarningsDayDoc } from '@flirtwire/projections';
import {
  type ComputedFigure,
  type ComputedFigureQuery,
  defineComputedFigure,
} from './computed-figure.js';

type MoneyEvent = Extract<AnyEventEnvelope, { type: MoneyEventType }>;

/** What one money event means for a Flirt's earnings (docs/adr/0005), read from the event. */
export interface Movement {
  /** The payment's charge id, or the refund's or chargeback's id: each counts once. */
  readonly id: string;
  readonly creatorId: string;
  readonly customerId: string;
  readonly channel: EarningsChannel;
  /** The instant it counts at: the payment's time, or when the reversal happened. */
  readonly at: string;
  /** The UTC day of `at`. */
  readonly day: string;
  readonly grossCents: number;
  readonly feeCents: number;
  /** Refunded or charged-back amount plus any chargeback fee. */
  readonly reversalCents: number;
}

const paid = (
  id: string,
  event: MoneyEvent,
  channel: EarningsChannel,
  at: string,
  amountCents: number,
  feeCents: number,
): Movement => ({
  id,
  creatorId: event.data.creatorId,
  customerId: event.data.customerId,
  channel,
  at,
  day: utcDay(at),
  grossCents: amountCents,
  feeCents,
  reversalCents: 0,
});

/** The movement of a money event; a payment of zero (a free minute, a free volley) is none. */
export function movementOf(event: MoneyEvent): Movement | null {
  const { data } = event;
  let movement: Movement;
  switch (event.type) {
    case 'TipSent':
      movement = paid(
        event.data.tipId,
        event,
        'Tributes',
        event.occurredAt,
        event.data.amountCents,
        event.data.platformFeeCents,
      );
      break;
    case 'SubscriptionCharged':
      movement = paid(
        event.data.chargeId,
        event,
        'Recurring',
        event.occurredAt,
        event.data.amountCents,
        event.data.platformFeeCents,
      );
      break;
    case 'CallCompleted':
    case 'ChatVolleyBilled':
    case 'PaidMailSold':
    case 'GoodiesSold': {
      const channel = (
        {
          CallCompleted: 'Calls',
          ChatVolleyBilled: 'Chat',
          PaidMailSold: 'Paid Mail',
          GoodiesSold: 'Goodies',
        } as const
      )[event.type];
      movement = paid(
        event.data.chargeId,
        event,
        channel,
        event.data.at,
        event.data.amountCents,
        event.data.platformFeeCents,
      );
      break;
    }
    case 'OfferRedeemed':
      movement = paid(
        event.data.chargeId,
        event,
        event.data.channel,
        event.data.at,
        event.data.amountCents,
        event.data.platformFeeCents,
      );
      break;
    case 'PaymentRefunded':
    case 'ChargebackReceived':
      movement = {
        id: event.type === 'PaymentRefunded' ? event.data.refundId : event.data.chargebackId,
        creatorId: data.creatorId,
        customerId: data.customerId,
        channel: CHANNEL_OF_SOURCE[event.data.source],
        at: event.occurredAt,
        day: utcDay(event.occurredAt),
        grossCents: 0,
        feeCents: 0,
        reversalCents:
          event.data.amountCents +
          (event.type === 'ChargebackReceived' ? event.data.chargebackFeeCents : 0),
      };
      break;
    default: {
      const never: never = event;
      return never;
    }
  }
  const nothing = movement.grossCents === 0 && movement.reversalCents === 0;
  return nothing || movement.creatorId === movement.customerId ? null : movement;
}

type Amount = 'gross' | 'fees' | 'reversals' | 'net';

function inQuery(movement: Movement, query: ComputedFigureQuery): boolean {
  return (
    movement.creatorId === query.subjectId &&
    (query.from === null || movement.day >= query.from) &&
    (query.to === null || movement.day <= query.to) &&
    (query.part === null || movement.channel === query.part)
  );
}

/** Sum of one amount over movements, each id once (a replayed delivery never counts twice). */
function sumMovements(movements: readonly Movement[], amount: Amount): number {
  const seen = new Set<string>();
  let cents = 0;
  for (const m of movements) {
    if (seen.has(m.id)) continue;
    seen.add(m.id);
    const by = { gross: m.grossCents, fees: m.feeCents, reversals: m.reversalCents };
    cents += amount === 'net' ? by.gross - by.fees - by.reversals : by[amount];
  }
  return cents;
}

/** The same amount as the earnings view adds it up from the Flirt's day documents. */
function sumDays(docs: readonly EarningsDayDoc[], amount: Amount, part: string | null): number {
  const key = part === null ? null : CHANNEL_KEYS[part as EarningsChannel];
  const add = (by: Partial<Record<string, number>> | undefined) =>
    Object.entries(by ?? {}).reduce(
      (sum, [channel, cents]) => (key === null || channel === key ? sum + (cents ?? 0) : sum),
      0,
    );
  let cents = 0;
  for (const doc of docs) {
    const by = { gross: add(doc.gross), fees: add(doc.fees), reversals: add(doc.reversals) };
    cents += amount === 'net' ? by.gross - by.fees - by.reversals : by[amount];
  }
  return cents;
}

const DESCRIPTIONS: Record<Amount, [string, string]> = {
  gross: ['Earnings gross', 'What customers paid the Flirt'],
  fees: ['Earnings platform fees', "The platform's share of those payments"],
  reversals: [
    'Earnings reversals',
    'Refunds, chargebacks and chargeback fees, on the day they happened',
  ],
  net: ['Earnings net', 'Gross minus platform fees minus reversals'],
};

function earningsFigure(amount: Amount): ComputedFigure {
  const [label, what] = DESCRIPTIONS[amount];
  return defineComputedFigure<MoneyEvent>({
    key: `earnings.${amount}`,
    label: `${label} (cents)`,
    description: `${what}, in cents, over the UTC days from \`from\` to \`to\` (the earnings view's totals of its window), optionally for one channel.`,
    subjectKind: 'flirt',
    parts: EARNINGS_CHANNELS,
    projection: 'earnings',
    displayed: async (read, query) => {
      const day =
        query.from === null && query.to === null
          ? {}
          : {
              day: {
                ...(query.from === null ? {} : { $gte: query.from }),
                ...(query.to === null ? {} : { $lte: query.to }),
              },
            };
      const docs = await read<EarningsDayDoc>(EARNINGS_DAYS)
        .find({ creatorId: query.subjectId, ...day })
        .toArray();
      return sumDays(docs, amount, query.part);
    },
    // Calls, chat, mail, goodies and offers count on their own `at`, which may precede the
    // event's time: the scan is by type only and `counts` picks the days.
    sources: () => ({ scan: { eventTypes: MONEY_EVENT_TYPES } }),
    counts: (event, query) => {
      const movement = movementOf(event);
      const counted = movement !== null && inQuery(movement, query);
      if (!counted) return false;
      return amount === 'gross' || amount === 'fees'
        ? movement.grossCents > 0
        : amount === 'reversals'
          ? movement.reversalCents > 0
          : true;
    },
    recompute: (events) =>
      sumMovements(
        events.flatMap((event) => movementOf(event) ?? []),
        amount,
      ),
  });
}

/** Earnings totals (spec 002 §3): gross, platform fees, reversals and net. */
export const earningsTotalFigures: readonly ComputedFigure[] = (
  ['gross', 'fees', 'reversals', 'net'] as const
).map(earningsFigure);
