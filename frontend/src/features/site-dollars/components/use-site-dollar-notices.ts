import { SITE_DOLLARS_READ_MODELS } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { readAfterNotice } from '@/lib/api-client';
import { useRealtimeNotices } from '@/lib/realtime';
import { siteDollarKeys } from '../api/keys';

const COLLECTIONS: readonly string[] = Object.values(SITE_DOLLARS_READ_MODELS);

/** A credit from support or a maintenance fee changed the balance elsewhere: read it again. */
export function useSiteDollarNotices(): void {
  const queryClient = useQueryClient();
  useRealtimeNotices((notice) => {
    if (!COLLECTIONS.includes(notice.collection)) return;
    void readAfterNotice(notice.position, () =>
      queryClient.invalidateQueries({ queryKey: siteDollarKeys.all }),
    );
  });
}
