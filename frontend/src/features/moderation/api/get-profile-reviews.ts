import { ProfileReviewsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { moderationKeys } from './keys';

/** GET /feeds/moderation/profile_reviews: avatars, covers and homepages waiting for review. */
async function getProfileReviews(options: { signal?: AbortSignal } = {}) {
  return ProfileReviewsResponse.parse(
    await api<unknown>('/feeds/moderation/profile_reviews', {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const profileReviewsQuery = queryOptions({
  queryKey: moderationKeys.profiles(),
  queryFn: ({ signal }) => getProfileReviews({ signal }),
});

export function useProfileReviews() {
  return useQuery(profileReviewsQuery);
}
