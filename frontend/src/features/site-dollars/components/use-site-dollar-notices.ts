import { isReadModel, READ_MODELS } from '@flirtwire/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { readAfterNotice } from '@/lib/api-client';
import { useRealtimeNotices } from '@/lib/realtime';
import { siteDollarKeys } from '../api/keys';

/** A credit from support or a maintenance fee changed the balance elsewhere: read it again. */
export function useSiteDollarNotices(): void {
  const queryClient = useQueryClient();
  useRealtimeNotices((notice) => {
    if (
      !isReadModel(
        notice.collection,
        READ_MODELS.siteDollarAccounts,
        READ_MODELS.siteDollarMovements,
      )
    ) {
      return;
    }
    void readAfterNotice(notice.position, () =>
      queryClient.invalidateQueries({ queryKey: siteDollarKeys.all }),
    );
  });
}
