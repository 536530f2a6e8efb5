import type { ProfileReviewKind } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

interface ProfileDecision {
  readonly creatorId: string;
  readonly kind: ProfileReviewKind;
  readonly decision: 'accept' | 'reject';
  readonly reason: string;
  /** A homepage rejection's comment to the Flirt (optional). */
  readonly comment?: string;
}

/** POST /feeds/moderation/profile_reviews/{creatorId}/{kind}/{accept|reject}. */
async function reviewProfile(decision: ProfileDecision): Promise<void> {
  const { creatorId, kind } = decision;
  await api<unknown>(
    `/feeds/moderation/profile_reviews/${encodeURIComponent(creatorId)}/${kind}/${decision.decision}`,
    {
      method: 'POST',
      body:
        decision.decision === 'reject'
          ? { reason: decision.reason, comment: decision.comment ?? '' }
          : {},
    },
  );
}

export function useReviewProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: reviewProfile,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.profiles() }),
  });
}
