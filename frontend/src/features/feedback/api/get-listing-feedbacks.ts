import { LISTING_FEEDBACK_PER_PAGE, ListingFeedbacksResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedbackKeys } from './keys';

/** GET /client_api/listings/{id}/feedbacks: 20 a page, newest first. */
async function getListingFeedbacks(
  listingId: string,
  page: number,
): Promise<ListingFeedbacksResponse> {
  return ListingFeedbacksResponse.parse(
    await api<unknown>(`/client_api/listings/${encodeURIComponent(listingId)}/feedbacks`, {
      query: { comment_sort: 'newest', page, per_page: LISTING_FEEDBACK_PER_PAGE },
    }),
  );
}

const listingFeedbacksQuery = (listingId: string, page: number) =>
  queryOptions({
    queryKey: feedbackKeys.listingPage(listingId, page),
    queryFn: () => getListingFeedbacks(listingId, page),
    placeholderData: keepPreviousData,
  });

export const useListingFeedbacks = (listingId: string | null, page: number) =>
  useQuery({ ...listingFeedbacksQuery(listingId ?? '', page), enabled: listingId !== null });
