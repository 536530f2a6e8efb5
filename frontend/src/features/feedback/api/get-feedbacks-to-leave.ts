import { FeedbacksToLeaveResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedbackKeys } from './keys';

/** GET /client_api/feedbacks: my transactions of the past 7 days and whether feedback is open. */
async function getFeedbacksToLeave(): Promise<FeedbacksToLeaveResponse> {
  return FeedbacksToLeaveResponse.parse(await api<unknown>('/client_api/feedbacks'));
}

export const feedbacksToLeaveQuery = () =>
  queryOptions({ queryKey: feedbackKeys.toLeave(), queryFn: getFeedbacksToLeave });

export const useFeedbacksToLeave = () => useQuery(feedbacksToLeaveQuery());
