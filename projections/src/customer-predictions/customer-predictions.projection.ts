import {
  type AnyEventEnvelope,
  type CustomerModelFittedData,
  type LapseRiskLevel,
  READ_MODELS,
  zonedDay,
} from '@flirtwire/contracts';
import {
  defineProjection,
  type DocumentOp,
  documentOp,
  ownedByCreator,
  type ProjectionContext,
} from '../projection.js';
import { customerInputs, type PurchaseDoc, predictCustomer } from './customer-inputs.js';

export const CUSTOMER_PREDICTIONS = READ_MODELS.customerPredictions;
export const CUSTOMER_MODELS = READ_MODELS.customerModels;

/**
 * One customer of one Flirt (`<creatorId>:<customerId>`, the customer row's id): their
 * purchases, and the inputs and prediction of the Flirt's latest model fit (null before a
 * fit, without purchases by then, or when the fit had not enough history).
 */
export type CustomerPredictionDoc = {
  _id: string;
  creatorId: string;
  customerId: string;
  purchases: PurchaseDoc[];
  position: number;
  asOfDay: string | null;
  x: number | null;
  tx: number | null;
  T: number | null;
  averageCents: number | null;
  pAlive: number | null;
  lapseRisk: number | null;
  lapseLevel: LapseRiskLevel | null;
  expectedPurchases90: number | null;
  expectedAverageCents: number | null;
  predicted90Cents: number | null;
};

/** A Flirt's latest fit (`_id` = creatorId), as recorded, with when it was recorded. */
export type CustomerModelDoc = CustomerModelFittedData & {
  _id: string;
  fittedAt: string;
  position: number;
};

const PURCHASE_TYPES = [
  'TipSent',
  'SubscriptionCharged',
  'CallCompleted',
  'ChatVolleyBilled',
  'PaidMailSold',
  'GoodiesSold',
  'OfferRedeemed',
] as const;
const EVENT_TYPES = [...PURCHASE_TYPES, 'CustomerModelFitted'] as const;
type Handled = Extract<AnyEventEnvelope, { type: (typeof EVENT_TYPES)[number] }>;
type Purchase = Extract<Handled, { type: (typeof PURCHASE_TYPES)[number] }>;

const NO_PREDICTION = {
  asOfDay: null,
  x: null,
  tx: null,
  T: null,
  averageCents: null,
  pAlive: null,
  lapseRisk: null,
  lapseLevel: null,
  expectedPurchases90: null,
  expectedAverageCents: null,
  predicted90Cents: null,
} as const;

/**
 * Predicted spend and lapse risk (customer-predictions.ts in contracts). Purchases (paid events
 * to a Flirt; refunds are left out, as a purchase that happened) are collected per customer;
 * CustomerModelFitted, recorded once a day by the customer-model job, carries the Flirt's fitted
 * parameters and sets every one of their customers' inputs and prediction as of its day. The
 * prediction therefore follows from the events alone, and a replay gives the same figures.
 */
export const customerPredictionsProjection = defineProjection<Handled>({
  name: 'customer-predictions',
  version: 1,
  eventTypes: EVENT_TYPES,
  collections: {
    [CUSTOMER_PREDICTIONS]: {
      indexes: [
        { key: { creatorId: 1, predicted90Cents: -1 } },
        { key: { creatorId: 1, lapseRisk: -1 } },
      ],
    },
    [CUSTOMER_MODELS]: {},
  },
  handle: (event, context) =>
    event.type === 'CustomerModelFitted' ? modelFitted(event, context) : purchased(event, context),
});

function purchase(event: Purchase): { at: string; cents: number } | null {
  switch (event.type) {
    case 'TipSent':
    case 'SubscriptionCharged':
      return { at: event.occurredAt, cents: event.data.amountCents };
    case 'ChatVolleyBilled':
      return event.data.amountCents > 0
        ? { at: event.data.at, cents: event.data.amountCents }
        : null;
    case 'CallCompleted':
    case 'PaidMailSold':
    case 'GoodiesSold':
    case 'OfferRedeemed':
      return { at: event.data.at, cents: event.data.amountCents };
    default: {
      const never: never = event;
      return never;
    }
  }
}

async function purchased(event: Purchase, context: ProjectionContext): Promise<DocumentOp[]> {
  const { creatorId, customerId } = event.data;
  const paid = purchase(event);
  if (!paid || creatorId === customerId || paid.cents <= 0) return [];
  const _id = `${creatorId}:${customerId}`;
  const old = await context
    .collection<CustomerPredictionDoc>(CUSTOMER_PREDICTIONS)
    .findOne({ _id });
  if (old && old.position >= event.position) return [];
  const entry: PurchaseDoc = {
    eventId: event.id,
    type: event.type,
    at: paid.at,
    cents: paid.cents,
    position: event.position,
  };
  const next: CustomerPredictionDoc = old
    ? { ...old, purchases: [...old.purchases, entry], position: event.position }
    : {
        _id,
        creatorId,
        customerId,
        purchases: [entry],
        position: event.position,
        ...NO_PREDICTION,
      };
  const { _id: _unused, ...replacement } = next;
  return [
    documentOp<CustomerPredictionDoc>(
      CUSTOMER_PREDICTIONS,
      { replaceOne: { filter: { _id }, replacement, upsert: true } },
      { owner: ownedByCreator(creatorId) },
    ),
  ];
}

async function modelFitted(
  event: Extract<Handled, { type: 'CustomerModelFitted' }>,
  context: ProjectionContext,
): Promise<DocumentOp[]> {
  const fit = event.data;
  const owner = ownedByCreator(fit.creatorId);
  const models = context.collection<CustomerModelDoc>(CUSTOMER_MODELS);
  const old = await models.findOne({ _id: fit.creatorId });
  if (old && old.position >= event.position) return [];
  const ops: DocumentOp[] = [
    documentOp<CustomerModelDoc>(
      CUSTOMER_MODELS,
      {
        replaceOne: {
          filter: { _id: fit.creatorId },
          replacement: {
            ...fit,
            fittedAt: event.occurredAt,
            position: event.position,
          },
          upsert: true,
        },
      },
      { owner },
    ),
  ];
  const docs = await context
    .collection<CustomerPredictionDoc>(CUSTOMER_PREDICTIONS)
    .find({ creatorId: fit.creatorId })
    .toArray();
  const fallbackAverageCents = averagePerPurchaseDay(docs, fit);
  for (const doc of docs) {
    const inputs = customerInputs(doc.purchases, fit.asOfDay, fit.timeZone);
    const prediction =
      inputs && fit.status === 'fitted' && fit.purchases
        ? predictCustomer(
            { purchases: fit.purchases, spend: fit.spend, fallbackAverageCents },
            inputs,
          )
        : null;
    const fields = {
      ...NO_PREDICTION,
      asOfDay: fit.asOfDay,
      ...(inputs
        ? { x: inputs.x, tx: inputs.tx, T: inputs.T, averageCents: Math.round(inputs.averageCents) }
        : {}),
      ...(prediction ?? {}),
    };
    ops.push(
      documentOp<CustomerPredictionDoc>(
        CUSTOMER_PREDICTIONS,
        { updateOne: { filter: { _id: doc._id }, update: { $set: fields } } },
        { owner },
      ),
    );
  }
  return ops;
}

/** Spend per purchase day over all customers: the spend expected of someone with no repeats. */
function averagePerPurchaseDay(
  docs: readonly CustomerPredictionDoc[],
  fit: CustomerModelFittedData,
) {
  let cents = 0;
  let days = 0;
  for (const doc of docs) {
    const inputs = customerInputs(doc.purchases, fit.asOfDay, fit.timeZone);
    if (!inputs) continue;
    days += inputs.x + 1;
    for (const p of doc.purchases)
      if (zonedDay(p.at, fit.timeZone) <= fit.asOfDay) cents += p.cents;
  }
  return days > 0 ? cents / days : 0;
}
