import { PostCommandResponse, type RejectPostBody } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

type ModerationDecision =
  | { readonly postId: string; readonly kind: 'accept' }
  | { readonly postId: string; readonly kind: 'reject'; readonly reason: RejectPostBody['reason'] };

/**
 * POST /feeds/moderation/posts/{id}/accept or /reject (with the reason the Flirt sees on the
 * post and in the Rejected queue).
 */
async function moderatePost(decision: ModerationDecision) {
  const url = `/feeds/moderation/posts/${encodeURIComponent(decision.postId)}/${decision.kind}`;
  return PostCommandResponse.parse(
    await api<unknown>(url, {
      method: 'POST',
      body: decision.kind === 'reject' ? { reason: decision.reason } : {},
    }),
  );
}

export function useModeratePost() {
  const queryClient = useQueryClient();
  // The screen shows the error beside the control (no snackbar as well).
  return useMutation({
    meta: { silent: true },
    mutationFn: moderatePost,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.posts() }),
  });
}
