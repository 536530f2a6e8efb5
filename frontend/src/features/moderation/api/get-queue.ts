import { ModerationQueueResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

/** GET /feeds/moderation/posts: posts waiting for review, oldest first, with their media. */
async function getModerationQueue(
  options: { signal?: AbortSignal } = {},
): Promise<ModerationQueueResponse> {
  return ModerationQueueResponse.parse(
    await api<unknown>('/feeds/moderation/posts', {
      query: { per_page: 50 },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const moderationQueueQuery = queryOptions({
  queryKey: moderationKeys.posts(),
  queryFn: ({ signal }) => getModerationQueue({ signal }),
});

export function useModerationQueue() {
  return useQuery(moderationQueueQuery);
}
