import { AccountFeedbacksResponse, FEEDBACK_RECEIVED_PER_PAGE } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedbackKeys } from './keys';

/** GET /client_api/account/feedbacks: feedback I received, 40 a page, with the average. */
async function getAccountFeedbacks(page: number): Promise<AccountFeedbacksResponse> {
  return AccountFeedbacksResponse.parse(
    await api<unknown>('/client_api/account/feedbacks', {
      query: { page, perPage: FEEDBACK_RECEIVED_PER_PAGE },
    }),
  );
}

export const accountFeedbacksQuery = (page: number) =>
  queryOptions({
    queryKey: feedbackKeys.receivedPage(page),
    queryFn: () => getAccountFeedbacks(page),
    placeholderData: keepPreviousData,
  });

export const useAccountFeedbacks = (page: number) => useQuery(accountFeedbacksQuery(page));
