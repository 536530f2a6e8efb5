import { Inject, Injectable } from '@nestjs/common';
import { REVERSAL_MESSAGES as M } from '@flirtwire/contracts';
import { CHARGES, type ChargeDoc } from '@flirtwire/projections';
import { EVENT_STORE, type EventStore } from '../../infrastructure/event-store/event-store.port.js';
import { ReadModels } from '../../read-side/read-models.js';
import { NotFoundError } from '../../shared/errors.js';
import type { OriginalCharge } from './charge.decider.js';

export interface FoundCharge extends OriginalCharge {
  readonly gatewayReference: string | null;
}

/**
 * Finds a payment by our charge id (or the processor's reference): the charges read model
 * says which stream holds it, and the payment event in that stream is the fact the reversal
 * is decided on (never the view).
 */
@Injectable()
export class ChargeLookup {
  constructor(
    private readonly readModels: ReadModels,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  async find(id: string, byReference = false): Promise<FoundCharge> {
    const charges = this.readModels.collection<ChargeDoc>(CHARGES);
    const doc =
      (await charges.findOne({ _id: id })) ??
      (byReference ? await charges.findOne({ gatewayReference: id }) : null);
    if (!doc) throw new NotFoundError(M.chargeNotFound, 'charge_not_found');
    // eslint-disable-next-line local/state-via-command-processor -- the payment event itself is the fact a reversal is decided on: no state folded
    for (const event of await this.store.readStream(doc.streamId)) {
      const paidId =
        event.type === 'TipSent'
          ? (event.data as { tipId: string }).tipId
          : event.type === 'SubscriptionCharged'
            ? (event.data as { chargeId: string }).chargeId
            : null;
      if (paidId !== doc._id) continue;
      const data = event.data as PaidData;
      return {
        chargeId: doc._id,
        source: event.type === 'TipSent' ? 'tip' : 'subscription',
        customerId: data.customerId,
        creatorId: data.creatorId,
        amountCents: data.amountCents,
        paidAt: event.occurredAt,
        gatewayReference: data.gatewayReference ?? null,
      };
    }
    throw new NotFoundError(M.chargeNotFound, 'charge_not_found');
  }
}

interface PaidData {
  readonly customerId: string;
  readonly creatorId: string;
  readonly amountCents: number;
  readonly gatewayReference?: string | undefined;
}
