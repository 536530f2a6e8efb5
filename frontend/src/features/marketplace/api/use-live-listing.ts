import { useQueryClient } from '@tanstack/react-query';
import { useListing } from '@/components/listings/get-listing';
import { listingDataKeys } from '@/components/listings/keys';
import { useRealtimeNotices, useRealtimeTopic } from '@/lib/realtime';
import { listingTopic, noticeTouchesListing } from '../lib/listing-realtime';

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
      void queryClient.invalidateQueries({ queryKey: listingDataKeys.detail(listingId) });
    }
  });
  return listing;
}
