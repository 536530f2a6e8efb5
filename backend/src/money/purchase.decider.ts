import type { PaidFrom, PurchaseEvent, PurchaseFailure } from '@flirtwire/contracts';
import type { Decider } from '../shared/domain/decider.js';

/**
 * One purchase's payment (`purchase-<purchaseId>`). A payment is started once per attempt with
 * its source, card and processor key decided and recorded BEFORE anything is charged; it then
 * ends paid or failed. A second start while one is under way, or after it was paid, decides
 * nothing: the caller resumes the recorded attempt (same source, same card, same processor
 * key), so a race, a retry or a crash between the charge and its record can never pay twice,
 * and a purchase once charged to a card never moves to the balance (or back).
 */
export type PurchaseState =
  | { readonly status: 'none'; readonly attempt: 0 }
  | ({ readonly status: 'started' | 'failed' | 'paid' } & Attempt);

export interface Attempt {
  readonly purchaseId: string;
  readonly customerId: string;
  readonly attempt: number;
  readonly amountCents: number;
  readonly source: PaidFrom;
  readonly cardId: string | null;
  readonly chargeKey: string;
  readonly description: string;
  /** The charge id or spend id, once paid. */
  readonly reference: string | null;
  readonly reason: PurchaseFailure | null;
}

interface StartPayment {
  readonly type: 'StartPayment';
  readonly purchaseId: string;
  readonly customerId: string;
  readonly amountCents: number;
  readonly source: PaidFrom;
  readonly cardId: string | null;
  readonly chargeKey: string;
  readonly description: string;
  readonly at: string;
}

interface RecordPaymentOutcome {
  readonly type: 'RecordPaymentOutcome';
  /** The attempt the outcome belongs to: a late outcome of an older attempt is ignored. */
  readonly attempt: number;
  readonly outcome:
    | { readonly paid: true; readonly reference: string }
    | { readonly paid: false; readonly reason: PurchaseFailure };
  readonly at: string;
}

export type PurchaseCommand = StartPayment | RecordPaymentOutcome;

const initialPurchaseState: PurchaseState = { status: 'none', attempt: 0 };

/** The attempt a caller must finish (or whose result it returns), if any. */
export function currentAttempt(state: PurchaseState): Attempt | null {
  return state.status === 'none' ? null : state;
}

export const purchaseDecider: Decider<PurchaseState, PurchaseCommand, PurchaseEvent> = {
  name: 'purchase',
  eventTypes: ['PurchasePaymentStarted', 'PurchasePaid', 'PurchasePaymentFailed'],
  initialState: initialPurchaseState,
  evolve(state, event) {
    switch (event.type) {
      case 'PurchasePaymentStarted':
        return {
          status: 'started',
          purchaseId: event.data.purchaseId,
          customerId: event.data.customerId,
          attempt: event.data.attempt,
          amountCents: event.data.amountCents,
          source: event.data.source,
          cardId: event.data.cardId,
          chargeKey: event.data.chargeKey,
          description: event.data.description,
          reference: null,
          reason: null,
        };
      case 'PurchasePaid':
        if (state.status === 'none') return state;
        return { ...state, status: 'paid', reference: event.data.reference, reason: null };
      case 'PurchasePaymentFailed':
        if (state.status === 'none') return state;
        return { ...state, status: 'failed', reason: event.data.reason };
      default: {
        const never: never = event;
        return never;
      }
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'StartPayment': {
        // Under way or paid: nothing new; the caller resumes or returns the recorded attempt.
        if (state.status === 'started' || state.status === 'paid') return [];
        return [
          {
            type: 'PurchasePaymentStarted',
            data: {
              purchaseId: command.purchaseId,
              customerId: command.customerId,
              attempt: state.attempt + 1,
              amountCents: command.amountCents,
              source: command.source,
              cardId: command.cardId,
              chargeKey: command.chargeKey,
              description: command.description.slice(0, 200),
              at: command.at,
            },
          },
        ];
      }
      case 'RecordPaymentOutcome': {
        if (state.status !== 'started' || state.attempt !== command.attempt) return [];
        const base = {
          purchaseId: state.purchaseId,
          customerId: state.customerId,
          attempt: state.attempt,
          source: state.source,
          at: command.at,
        };
        return command.outcome.paid
          ? [
              {
                type: 'PurchasePaid',
                data: {
                  ...base,
                  amountCents: state.amountCents,
                  reference: command.outcome.reference,
                },
              },
            ]
          : [{ type: 'PurchasePaymentFailed', data: { ...base, reason: command.outcome.reason } }];
      }
      default: {
        const never: never = command;
        return never;
      }
    }
  },
};
