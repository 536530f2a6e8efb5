import {
  addDays,
  type AnyEventEnvelope,
  MONEY_EVENT_TYPES,
  type MoneyEventType,
  utcDay,
  READ_MODELS,
} from '@flirtwire/contracts';
import { type CustomerDoc, defineFigure, type FigureDefinition } from '@flirtwire/projections';
import { movementOf } from './earnings-totals.figures.js';

type MoneyEvent = Extract<AnyEventEnvelope, { type: MoneyEventType }>;

/** The UTC day a money event counts on in a customer's spend windows. */
function spendDay(event: MoneyEvent): string | null {
  const movement = movementOf(event);
  if (!movement) return null;
  // A reversal comes off the day the payment was made (what the customer spent then).
  return event.type === 'PaymentRefunded' || event.type === 'ChargebackReceived'
    ? utcDay(event.data.originalPaidAt)
    : movement.day;
}

/**
 * My Customers' Last 90D $ (`customer_rows.e90`), recomputed from the money events of the pair
 * independently of the customer-rows projection: payments made in the 90 UTC days ending at the
 * row's `asOf` day, less what was refunded or charged back of them (docs/adr/0073).
 */
export const customerRowE90Figure: FigureDefinition = defineFigure<CustomerDoc, MoneyEvent>({
  collection: READ_MODELS.customerRows,
  field: 'e90',
  label: 'Last 90D $ (cents)',
  description:
    "What this customer spent with this Flirt (before the platform fee) on the 90 UTC days ending at the row's asOf day, less refunds and chargebacks of those payments.",
  sources: () => ({ scan: { eventTypes: MONEY_EVENT_TYPES } }),
  counts: (event, row) => {
    if (event.data.creatorId !== row.creatorId || event.data.customerId !== row.customerId) {
      return false;
    }
    const day = spendDay(event);
    return day !== null && day > addDays(row.asOf, -90) && day <= row.asOf;
  },
  recompute: (events) =>
    events.reduce((cents, event) => {
      if (event.type === 'PaymentRefunded' || event.type === 'ChargebackReceived') {
        // The chargeback fee is the Flirt's cost, not the customer's spend.
        return cents - event.data.amountCents;
      }
      return cents + (movementOf(event)?.grossCents ?? 0);
    }, 0),
});
