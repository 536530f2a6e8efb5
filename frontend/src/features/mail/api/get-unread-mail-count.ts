import type { UnreadMailCountResponse } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { mailKeys } from './keys';

/** GET /client_api/unread_mail_count (at least as fresh as `after`, a realtime notice's position). */
export async function unreadMailCount(after?: number): Promise<UnreadMailCountResponse> {
  return parseLazily(
    'UnreadMailCountResponse',
    api<unknown>('/client_api/unread_mail_count', after === undefined ? {} : { after }),
  );
}

export function useUnreadMailCount(enabled: boolean) {
  return useQuery({
    queryKey: mailKeys.unread(),
    enabled,
    queryFn: () => unreadMailCount(),
  });
}
