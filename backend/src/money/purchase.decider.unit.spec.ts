import { describe, it } from '@jest/globals';
import type { PurchaseEvent } from '@flirtwire/contracts';
import { spec } from '../test-support/decider-spec.js';
import { type PurchaseCommand, purchaseDecider } from './purchase.decider.js';

const customerId = '0190a0b0-0000-7000-8000-00000000c002';
const at = '2026-12-02T10:00:00.000Z';
const purchaseId = 'chat-volley-0190a0b0-0000-7000-8000-00000000a001';
/** The payment a StartPayment asks for, and its PurchasePaymentStarted records. */
const payment = (source: 'card' | 'site_dollars', cardId: string | null) => ({
  purchaseId,
  customerId,
  amountCents: 99,
  source,
  cardId: source === 'card' ? cardId : null,
  chargeKey: purchaseId,
  description: 'FW*SERVICES',
  at,
});
const start = (
  source: 'card' | 'site_dollars',
  cardId: string | null = 'card-1',
): PurchaseCommand => ({ type: 'StartPayment', ...payment(source, cardId) });
const started = (
  attempt: number,
  source: 'card' | 'site_dollars' = 'card',
  cardId: string | null = 'card-1',
): PurchaseEvent => ({
  type: 'PurchasePaymentStarted',
  data: { ...payment(source, cardId), attempt },
});
const paid = (attempt: number, reference = 'ch_1'): PurchaseEvent => ({
  type: 'PurchasePaid',
  data: { purchaseId, customerId, attempt, amountCents: 99, source: 'card', reference, at },
});
const failed = (attempt: number): PurchaseEvent => ({
  type: 'PurchasePaymentFailed',
  data: { purchaseId, customerId, attempt, source: 'card', reason: 'declined', at },
});
const outcome = (attempt: number, paidWith: string | null): PurchaseCommand => ({
  type: 'RecordPaymentOutcome',
  attempt,
  outcome: paidWith ? { paid: true, reference: paidWith } : { paid: false, reason: 'declined' },
  at,
});

describe('purchase decider', () => {
  it('records the payment it is about to make before anything is charged', () => {
    spec(purchaseDecider)
      .given([])
      .when(start('card'))
      .then([started(1)]);
  });

  it('starts once: a racing or retried start, under way or paid, decides nothing (the caller resumes)', () => {
    spec(purchaseDecider)
      .given([started(1)])
      .when(start('card'))
      .then([]);
    spec(purchaseDecider)
      .given([started(1)])
      .when(start('site_dollars'))
      .then([]);
    spec(purchaseDecider)
      .given([started(1), paid(1)])
      .when(start('site_dollars'))
      .then([]);
  });

  it('records the outcome of the attempt under way once', () => {
    spec(purchaseDecider)
      .given([started(1)])
      .when(outcome(1, 'ch_1'))
      .then([paid(1)]);
    spec(purchaseDecider)
      .given([started(1), paid(1)])
      .when(outcome(1, 'ch_2'))
      .then([]);
    spec(purchaseDecider)
      .given([started(1)])
      .when(outcome(1, null))
      .then([failed(1)]);
  });

  it('lets a failed purchase be tried again as a new attempt, and ignores a late outcome of the old one', () => {
    spec(purchaseDecider)
      .given([started(1), failed(1)])
      .when(start('card', 'card-2'))
      .then([started(2, 'card', 'card-2')]);
    spec(purchaseDecider)
      .given([started(1), failed(1), started(2, 'card', 'card-2')])
      .when(outcome(1, 'ch_1'))
      .then([]);
  });

  it('records nothing for an outcome with no payment under way', () => {
    spec(purchaseDecider).given([]).when(outcome(1, 'ch_1')).then([]);
  });
});
