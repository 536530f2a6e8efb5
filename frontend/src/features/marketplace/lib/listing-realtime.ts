import { READ_MODELS, type RealtimeNotice } from '@flirtwire/contracts';

/** The read-side collection of listings, whose change notices name listing ids. */
const LISTINGS_COLLECTION = READ_MODELS.listings;

/**
 * The realtime topic that carries one listing's changes: its `push_channel` when that is a
 * topic the gateway knows (`object:<collection>:<id>`), else the listing's object topic.
 */
export function listingTopic(listing: {
  readonly id: string;
  readonly push_channel: string;
}): string {
  return listing.push_channel.startsWith('object:')
    ? listing.push_channel
    : `object:${LISTINGS_COLLECTION}:${listing.id}`;
}

/** Whether a change notice is about this listing (a null id list means "something changed"). */
export function noticeTouchesListing(notice: RealtimeNotice, listingId: string): boolean {
  if (notice.collection !== LISTINGS_COLLECTION) return false;
  return notice.ids === null || notice.ids.includes(listingId);
}
