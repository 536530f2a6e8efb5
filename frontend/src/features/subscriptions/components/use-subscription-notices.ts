import { isReadModel, READ_MODELS } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { readAfterNotice } from '@/lib/api-client';
import { useRealtimeNotices } from '@/lib/realtime';
import { subscriptionKeys } from '../api/keys';

/**
 * The person's own subscriptions changed (a retried charge went through, a renewal, an end):
 * read the subscribe buttons and lists again, at least as new as the notice. A command's answer
 * already refreshes them; this covers a read that came back before the read side caught up and
 * changes made elsewhere (the card modals, another tab, the billing job).
 */
export function useSubscriptionNotices(): void {
  const queryClient = useQueryClient();
  useRealtimeNotices((notice) => {
    if (!isReadModel(notice.collection, READ_MODELS.subscriptions)) return;
    void readAfterNotice(notice.position, () =>
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    );
  });
}
