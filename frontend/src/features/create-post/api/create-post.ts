import { type CreatePostBody, PostCommandResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/session';

/** POST /feeds/posts */
async function createPost(body: Partial<CreatePostBody>): Promise<PostCommandResponse> {
  return PostCommandResponse.parse(await api<unknown>('/feeds/posts', { method: 'POST', body }));
}

export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: async () => {
      // The feeds and the queues show the new post; a first post moves onboarding on.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['feeds'] }),
        queryClient.invalidateQueries({ queryKey: ['post-queues'] }),
        queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey }),
      ]);
    },
  });
}
