import type { CommandResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { parseLazily } from '@/lib/lazy-parse';
import { feedKeys } from './keys';
import { unfollow } from './unfollow';

/** POST /feeds/follows: follow a Flirt (needs a card on file). */
async function follow(advisorId: string): Promise<CommandResult> {
  return parseLazily(
    'CommandResult',
    api<unknown>('/feeds/follows', { method: 'POST', body: { advisor_id: advisorId } }),
  );
}

export function useSetFollow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ advisorId, follow: on }: { advisorId: string; follow: boolean }) =>
      on ? follow(advisorId) : unfollow(advisorId),
    // Following unlocks likes and comments and changes the home feed: read it all again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: feedKeys.all });
    },
  });
}
