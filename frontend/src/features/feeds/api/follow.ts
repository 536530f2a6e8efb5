import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedKeys } from './keys';

/** POST /feeds/follows (needs a card on file) or DELETE /feeds/follows/{advisorId}. */
export function setFollow(advisorId: string, follow: boolean): Promise<unknown> {
  return follow
    ? api<unknown>('/feeds/follows', { method: 'POST', body: { advisor_id: advisorId } })
    : api<unknown>(`/feeds/follows/${encodeURIComponent(advisorId)}`, { method: 'DELETE' });
}

export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ advisorId, follow }: { advisorId: string; follow: boolean }) =>
      setFollow(advisorId, follow),
    // Following unlocks likes and comments and changes the home feed: read it all again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
  });
}
