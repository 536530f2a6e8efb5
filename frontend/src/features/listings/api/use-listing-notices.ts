import { isReadModel, READ_MODELS } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeNotices, useRealtimeTopic } from '@/lib/realtime';
import { useAppConfig } from '@/lib/session';
import { listingKeys } from './keys';

/**
 * The owner's listing screens follow their own listings live (a moderator's decision, a block,
 * availability): a notice on the listings read model refreshes the listed ids' details and the
 * owner's lists; one on the availability switches refreshes the availability screen, unless a
 * save of its switches is under way (that save refreshes it when it ends).
 */
export function useListingNotices(): void {
  const config = useAppConfig();
  const queryClient = useQueryClient();
  useRealtimeTopic(config.data?.realtime.topics.creator_dashboard);
  const refreshAvailability = () => {
    // A save under way shows its switches already and refreshes them when it ends; an answer
    // read before it lands would turn a switch just pressed back for a moment.
    if (queryClient.isMutating({ mutationKey: listingKeys.availability() }) > 0) return;
    void queryClient.invalidateQueries({ queryKey: listingKeys.availability() });
  };
  useRealtimeNotices(
    (notice) => {
      if (isReadModel(notice.collection, READ_MODELS.listings)) {
        for (const id of notice.ids ?? [])
          void queryClient.invalidateQueries({ queryKey: listingKeys.detail(id) });
        void queryClient.invalidateQueries({ queryKey: listingKeys.advisorLists() });
        refreshAvailability();
      }
      if (isReadModel(notice.collection, READ_MODELS.flirtAvailability)) refreshAvailability();
    },
    () => {
      void queryClient.invalidateQueries({ queryKey: listingKeys.all });
    },
  );
}
