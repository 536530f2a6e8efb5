import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeNotices, useRealtimeTopic } from '@/lib/realtime';
import { listingTopic, noticeTouchesListing } from '../lib/listing-realtime';
import { useListing } from './get-listing';
import { marketplaceKeys } from './keys';

/**
 * One listing kept current: it joins the listing's realtime topic and refetches on each notice
 * about it (a Flirt going online or offline, a block, an accepted edit). The drawer and the
 * call page read it.
 */
export function useLiveListing(listingId: string) {
  const listing = useListing(listingId);
  const queryClient = useQueryClient();
  useRealtimeTopic(listing.data ? listingTopic(listing.data) : null);
  useRealtimeNotices((notice) => {
    if (noticeTouchesListing(notice, listingId)) {
      void queryClient.invalidateQueries({ queryKey: marketplaceKeys.listing(listingId) });
    }
  });
  return listing;
}
