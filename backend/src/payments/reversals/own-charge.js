import { REVERSAL_MESSAGES } from '@flirtwire/contracts';
import { ForbiddenError } from '../../shared/errors.js';
/**
 * Staff never use a money power on themselves: whoever paid a charge (the refund would come
 * back to them) or was paid by it (a Flirt in finance steering refunds around their own sales)
 * leaves its refund to someone else.
 *
 * @example
 * checkNotOwnCharge(context.actor.id, { customerId: charge.customerId, creatorId: charge.creatorId });
 */
export function checkNotOwnCharge(actorId, parties) {
    if (actorId === parties.customerId || actorId === parties.creatorId)
        throw new ForbiddenError(REVERSAL_MESSAGES.ownCharge, 'own_charge');
}
