import { ListingCommandResponse, type ListingDecisionBody } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

/** POST /client_api/moderation/listings/{id}/decision: accept, or reject with a reason and comment. */
async function reviewListing(input: {
  readonly listingId: string;
  readonly decision: ListingDecisionBody;
}): Promise<ListingCommandResponse> {
  return ListingCommandResponse.parse(
    await api<unknown>(
      `/client_api/moderation/listings/${encodeURIComponent(input.listingId)}/decision`,
      { method: 'POST', body: input.decision },
    ),
  );
}

export function useReviewListing() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: reviewListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moderationKeys.listings() }),
  });
}
