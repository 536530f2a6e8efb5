import { type IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { type ChargeView, REVERSAL_MESSAGES as M } from '@flirtwire/contracts';
import { CHARGES, type ChargeDoc } from '@flirtwire/projections';
import { ReadModels } from '../../../read-side/read-models.js';
import { NotFoundError } from '../../../shared/errors.js';
import { ChargeDetailQuery } from './charge-detail.query.js';

@QueryHandler(ChargeDetailQuery)
export class ChargeDetailHandler implements IQueryHandler<ChargeDetailQuery> {
  constructor(private readonly readModels: ReadModels) {}

  async execute({ chargeId }: ChargeDetailQuery): Promise<ChargeView> {
    const doc = await this.readModels.collection<ChargeDoc>(CHARGES).findOne({ _id: chargeId });
    if (!doc) throw new NotFoundError(M.chargeNotFound, 'charge_not_found');
    return {
      charge_id: doc._id,
      source: doc.source,
      customer_id: doc.customerId,
      creator_id: doc.creatorId,
      amount_cents: doc.amountCents,
      platform_fee_cents: doc.platformFeeCents,
      paid_at: doc.paidAt,
      gateway_reference: doc.gatewayReference,
      refunded_cents: doc.refundedCents,
      charged_back_cents: doc.chargedBackCents,
      remaining_cents: doc.amountCents - doc.refundedCents - doc.chargedBackCents,
      reversals: doc.reversals.map((r) => ({
        id: r.id,
        kind: r.kind,
        amount_cents: r.amountCents,
        reason: r.reason,
        at: r.at,
      })),
    };
  }
}
