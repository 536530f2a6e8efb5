import { offerStreamId } from '@flirtwire/contracts';

// The offer specs' shared events: a Flirt's offer of 10 minutes of calls for $9.99 to a customer.

/** The offer made on 17 January 2026 (noon UTC), good until `expiresAt`. */
export function offerMade(
  offerId: string,
  creatorId: string,
  customerId: string,
  expiresAt: string,
) {
  return {
    offerId,
    creatorId,
    customerId,
    channel: 'Calls',
    amountCents: 999,
    description: '10 minutes',
    at: '2026-01-17T12:00:00.000Z',
    expiresAt,
  };
}

/** The offer redeemed (charged, $3.00 to the platform) on 18 January 2026 (noon UTC). */
export function offerRedeemed(offerId: string, creatorId: string, customerId: string) {
  return {
    offerId,
    // `offer-<offerId>`, as in the other offer specs.
    chargeId: offerStreamId(offerId),
    creatorId,
    customerId,
    channel: 'Calls',
    amountCents: 999,
    platformFeeCents: 300,
    at: '2026-01-18T12:00:00.000Z',
  };
}
