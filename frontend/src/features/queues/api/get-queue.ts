import { PostQueueResponse } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queuePath, type QueueTabName } from '../lib/queue-tabs';

/** Query keys of the post queues (Create Post refreshes ['post-queues'] after a post). */
const queueKeys = {
  all: ['post-queues'] as const,
  tab: (tab: QueueTabName) => [...queueKeys.all, tab] as const,
};

async function getQueue(tab: QueueTabName, userId: string): Promise<PostQueueResponse> {
  return PostQueueResponse.parse(await api<unknown>(queuePath(tab, userId)));
}

export function useQueue(tab: QueueTabName, userId: string | undefined) {
  return useQuery({
    queryKey: queueKeys.tab(tab),
    queryFn: () => getQueue(tab, userId ?? ''),
    enabled: userId !== undefined,
  });
}
