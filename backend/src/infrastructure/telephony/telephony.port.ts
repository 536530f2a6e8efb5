/** What we ask the provider for: ring this customer and this Flirt and bridge them. */
export interface PlaceCallRequest {
  /** Our call id; the provider quotes it back in every progress report (webhook). */
  readonly callId: string;
  /** The two parties by our ids: the adapter looks up their numbers, which never leave it. */
  readonly customerId: string;
  readonly creatorId: string;
  readonly listingId: string;
}

export type PlaceCallResult =
  { readonly status: 'ringing' } | { readonly status: 'failed'; readonly reason: string };

/**
 * What the provider reports about a call it placed, in the order it happens, each with the
 * instant (UTC ISO) the provider observed it. Billed time is the span from `connected` to
 * `ended` as the provider saw it: nothing a party of the call says can lengthen it. A real
 * adapter turns its webhooks (and their timestamps) into these; the sandbox stamps them with
 * its own clock.
 */
export type CallProgress =
  | { readonly kind: 'connected'; readonly at: string }
  | { readonly kind: 'ended'; readonly at: string }
  | { readonly kind: 'failed'; readonly at: string; readonly reason: string };

/**
 * The telephony provider (docs/adr/0101). The provider calls both parties and bridges them, so
 * neither learns the other's phone number; it reports connection and the end with the instants
 * it observed them, or a failure, and we bill from those reports only.
 *
 * @example
 * const placed = await telephony.placeCall({ callId, customerId, creatorId, listingId });
 * if (placed.status === 'failed') ... // record CallFailed, bill nothing
 */
export interface TelephonyProvider {
  /** `sandbox` offers the development controls (connect, end after N minutes, fail). */
  readonly kind: 'sandbox' | 'none';
  placeCall(request: PlaceCallRequest): Promise<PlaceCallResult>;
}

export const TELEPHONY_PROVIDER = Symbol('TelephonyProvider');
