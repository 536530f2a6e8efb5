/*
 * Constants of call.ts without zod (it re-exports them): the screens need them on their first
 * screen, and a module here is bundled whole, its schemas and zod with it (`npm run bench -- web`).
 */

/** The listing and call a call row's id names (a notice names its row). */
export function parseCallRowId(
  id: string,
): { listingId: string; callId: string; side: 'customer' | 'flirt' } | null {
  const [listingId, callId, side, extra] = id.split(':');
  if (!listingId || !callId || extra !== undefined) return null;
  if (side !== 'customer' && side !== 'flirt') return null;
  return { listingId, callId, side };
}

export const CALL_MESSAGES = {
  notFound: 'Listing not found',
  callNotFound: 'No such call.',
  notAPhoneListing: 'This listing does not take phone calls.',
  notAvailable: 'This Flirt is not available for calls right now.',
  blocked: 'This listing is not taking calls or messages.',
  ownListing: 'You cannot call your own listing.',
  phoneRequired: 'Please add and verify a phone number before starting a call.',
  cardRequired: 'Please add a credit card before starting a call.',
  alreadyEnded: 'This call has already ended.',
  notConnected: 'This call is not connected.',
  notRinging: 'This call is no longer ringing.',
  sandboxOnly: 'Call controls exist only in the telephony sandbox.',
  incoming: (from: string) => `Incoming call from ${from}`,
  failedProvider: 'The call could not be connected.',
  failedDeclined: 'The call ended but the card was declined.',
} as const;
