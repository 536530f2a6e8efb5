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
export const CUSTOMER_PURCHASES = READ_MODELS.customerPurchases;

/**
 * One customer of one Flirt (`<creatorId>:<customerId>`, the customer row's id): the inputs
 * and prediction of the Flirt's latest model fit (null before a fit, without purchases by
 * then, or when the fit had not enough history), and the position of their latest purchase.
 */
export type CustomerPredictionDoc = {
  _id: string;
  creatorId: string;
  customerId: string;
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

/**
 * One purchase (`_id` = the event's id) of a customer row (`rowId`, the prediction's `_id`):
 * a document each, so a purchase writes a few hundred bytes however many came before it.
 */
export type CustomerPurchaseDoc = PurchaseDoc & {
  _id: string;
  creatorId: string;
  rowId: string;
};

/** Purchases by customer row (in row id order), each row's in the order they were recorded. */
export function purchasesByRow(
  purchases: readonly CustomerPurchaseDoc[],
): Map<string, PurchaseDoc[]> {
  const rows = new Map<string, PurchaseDoc[]>();
  const sorted = [...purchases].sort((p, q) =>
    p.rowId < q.rowId ? -1 : p.rowId > q.rowId ? 1 : p.position - q.position,
  );
  for (const { eventId, type, at, cents, position, rowId } of sorted) {
    const list = rows.get(rowId) ?? [];
    list.push({ eventId, type, at, cents, position });
    rows.set(rowId, list);
  }
  return rows;
}

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
  version: 2,
  eventTypes: EVENT_TYPES,
  collections: {
    [CUSTOMER_PREDICTIONS]: {
      indexes: [
        { key: { creatorId: 1, predicted90Cents: -1 } },
        { key: { creatorId: 1, lapseRisk: -1 } },
      ],
    },
    [CUSTOMER_MODELS]: {},
    [CUSTOMER_PURCHASES]: {
      indexes: [{ key: { creatorId: 1 } }, { key: { rowId: 1, position: 1 } }],
    },
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
  const rowId = `${creatorId}:${customerId}`;
  const old = await context
    .collection<CustomerPredictionDoc>(CUSTOMER_PREDICTIONS)
    .findOne({ _id: rowId });
  if (old && old.position >= event.position) return [];
  const owner = ownedByCreator(creatorId);
  const entry: Omit<CustomerPurchaseDoc, '_id'> = {
    creatorId,
    rowId,
    eventId: event.id,
    type: event.type,
    at: paid.at,
    cents: paid.cents,
    position: event.position,
  };
  return [
    // Nobody's screen shows a purchase row live: no change notice.
    documentOp<CustomerPurchaseDoc>(CUSTOMER_PURCHASES, {
      replaceOne: { filter: { _id: event.id }, replacement: entry, upsert: true },
    }),
    old
      ? documentOp<CustomerPredictionDoc>(
          CUSTOMER_PREDICTIONS,
          { updateOne: { filter: { _id: rowId }, update: { $set: { position: event.position } } } },
          { owner },
        )
      : documentOp<CustomerPredictionDoc>(
          CUSTOMER_PREDICTIONS,
          {
            replaceOne: {
              filter: { _id: rowId },
              replacement: { creatorId, customerId, position: event.position, ...NO_PREDICTION },
              upsert: true,
            },
          },
          { owner },
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
  const [docs, purchases] = await Promise.all([
    context
      .collection<CustomerPredictionDoc>(CUSTOMER_PREDICTIONS)
      .find({ creatorId: fit.creatorId })
      .toArray(),
    context
      .collection<CustomerPurchaseDoc>(CUSTOMER_PURCHASES)
      .find({ creatorId: fit.creatorId })
      .toArray(),
  ]);
  const byRow = purchasesByRow(purchases);
  const fallbackAverageCents = averagePerPurchaseDay([...byRow.values()], fit);
  for (const doc of docs) {
    const inputs = customerInputs(byRow.get(doc._id) ?? [], fit.asOfDay, fit.timeZone);
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
  customers: readonly (readonly PurchaseDoc[])[],
  fit: CustomerModelFittedData,
) {
  let cents = 0;
  let days = 0;
  for (const purchases of customers) {
    const inputs = customerInputs(purchases, fit.asOfDay, fit.timeZone);
    if (!inputs) continue;
    days += inputs.x + 1;
    for (const p of purchases) if (zonedDay(p.at, fit.timeZone) <= fit.asOfDay) cents += p.cents;
  }
  return days > 0 ? cents / days : 0;
}
