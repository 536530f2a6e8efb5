import { describe, expect, it } from '@jest/globals';
import { addDays, PREDICTION_MIN_REPEAT_CUSTOMERS } from '@flirtwire/contracts';
import { ProjectionHarness } from '../testing/projection-harness.js';
import { customerInputs, type PurchaseDoc } from './customer-inputs.js';
import {
  CUSTOMER_MODELS,
  CUSTOMER_PREDICTIONS,
  CUSTOMER_PURCHASES,
  type CustomerModelDoc,
  type CustomerPredictionDoc,
  type CustomerPurchaseDoc,
  customerPredictionsProjection,
  purchasesByRow,
} from './customer-predictions.projection.js';
import { fitCustomerModel } from './fit-customer-model.js';

const flirt = '0190a000-0000-7000-8000-0000000000f1';
const uuid = (n: number) => `0190a000-0000-7000-8000-${String(n).padStart(12, '0')}`;
const zone = 'America/New_York';
const asOfDay = '2026-06-30';

function tip(h: ProjectionHarness, customer: number, day: string, cents: number, n: number) {
  return h.event(
    'TipSent',
    {
      tipId: uuid(100_000 + n),
      customerId: uuid(customer),
      creatorId: flirt,
      amountCents: cents,
      platformFeeCents: 0,
      message: '',
      listingId: null,
      fromChat: false,
    },
    `${day}T16:00:00.000Z`,
  );
}

/** Customers who buy every `gap` days from `start` until `stop` (a deterministic population). */
function population(h: ProjectionHarness, customers: number) {
  const events = [];
  let n = 0;
  for (let c = 1; c <= customers; c++) {
    const start = addDays('2026-01-01', (c * 7) % 60);
    const gap = 5 + (c % 9) * 4;
    const stop = c % 3 === 0 ? addDays(start, 40) : asOfDay;
    for (let day = start; day <= stop; day = addDays(day, gap))
      events.push(tip(h, c, day, 500 + (c % 5) * 300, n++));
  }
  return events;
}

function docsOf(h: ProjectionHarness) {
  return h.docs<CustomerPredictionDoc>(CUSTOMER_PREDICTIONS);
}

function purchasesOf(h: ProjectionHarness) {
  return purchasesByRow(h.docs<CustomerPurchaseDoc>(CUSTOMER_PURCHASES));
}

function recordFit(h: ProjectionHarness) {
  const fit = fitCustomerModel({ creatorId: flirt, asOfDay, timeZone: zone, throughPosition: 0 }, [
    ...purchasesOf(h).values(),
  ]);
  return h.event('CustomerModelFitted', fit, '2026-07-01T06:00:00.000Z');
}

describe('customer inputs', () => {
  const purchase = (at: string, cents: number, position: number): PurchaseDoc => ({
    eventId: `e${position}`,
    type: 'TipSent',
    at,
    cents,
    position,
  });

  it('counts purchase days in the Flirt’s time zone: x, t_x, T and the average per repeat day', () => {
    const inputs = customerInputs(
      [
        purchase('2026-06-01T16:00:00.000Z', 1000, 1),
        // 02:00 UTC on the 2nd is still the 1st in New York: the same day.
        purchase('2026-06-02T02:00:00.000Z', 500, 2),
        purchase('2026-06-11T16:00:00.000Z', 2000, 3),
        purchase('2026-06-21T16:00:00.000Z', 4000, 4),
        // After the fit's day: not counted.
        purchase('2026-07-02T16:00:00.000Z', 9000, 5),
      ],
      asOfDay,
      zone,
    );
    expect(inputs).toEqual({
      x: 2,
      tx: 20,
      T: 29,
      averageCents: 3000,
      firstDay: '2026-06-01',
      lastDay: '2026-06-21',
    });
  });
});

describe('customer-predictions projection', () => {
  it('collects each customer’s purchases, once under redelivery', async () => {
    const h = new ProjectionHarness(customerPredictionsProjection);
    const first = tip(h, 1, '2026-06-01', 700, 1);
    const second = tip(h, 1, '2026-06-03', 900, 2);
    await h.run([first, first, second]);
    const row = `${flirt}:${uuid(1)}`;
    const doc = h.doc<CustomerPredictionDoc>(CUSTOMER_PREDICTIONS, row);
    expect(
      purchasesOf(h)
        .get(row)
        ?.map((p) => p.cents),
    ).toEqual([700, 900]);
    // The row keeps the latest purchase's position (the daily fit runs again after new ones).
    expect(doc?.position).toBe(second.position);
    expect(doc?.predicted90Cents).toBeNull();
  });

  it('says "not enough history" below the minimum of repeat customers, and predicts nothing', async () => {
    const h = new ProjectionHarness(customerPredictionsProjection);
    await h.run(population(h, PREDICTION_MIN_REPEAT_CUSTOMERS - 1));
    await h.run([recordFit(h)]);
    expect(h.doc<CustomerModelDoc>(CUSTOMER_MODELS, flirt)?.status).toBe('not_enough_history');
    for (const doc of docsOf(h)) {
      expect(doc.predicted90Cents).toBeNull();
      expect(doc.x).not.toBeNull();
    }
  });

  it('sets every customer’s inputs and prediction from the fit, and a replay gives the same', async () => {
    const h = new ProjectionHarness(customerPredictionsProjection);
    const purchases = population(h, 60);
    await h.run(purchases);
    const fitted = recordFit(h);
    await h.run([fitted]);
    const model = h.doc<CustomerModelDoc>(CUSTOMER_MODELS, flirt);
    expect(model?.status).toBe('fitted');
    expect(model?.calibration?.weeks).toHaveLength(8);
    const docs = docsOf(h);
    for (const doc of docs) {
      expect(Number.isInteger(doc.predicted90Cents)).toBe(true);
      expect(doc.lapseRisk).toBeGreaterThanOrEqual(0);
      expect(doc.lapseRisk).toBeLessThanOrEqual(1);
    }
    // Customers who stopped buying (every third) are at higher risk than those still buying.
    const risk = (c: number) => docs.find((d) => d.customerId === uuid(c))?.lapseRisk ?? NaN;
    expect(risk(3)).toBeGreaterThan(risk(4));
    expect(risk(3)).toBeGreaterThan(0.5);
    expect(docs.find((d) => d.customerId === uuid(3))?.lapseLevel).toBe('High');

    const replay = new ProjectionHarness(customerPredictionsProjection);
    await replay.run([...purchases, fitted]);
    expect(replay.snapshot()).toEqual(h.snapshot());
  });
});
