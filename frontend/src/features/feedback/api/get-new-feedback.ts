import { type FeedbackObjectType, NewFeedbackResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedbackKeys } from './keys';

/** GET /client_api/feedbacks/new: the transaction the new-feedback form is about. */
async function getNewFeedback(
  objectType: FeedbackObjectType,
  objectId: string,
): Promise<NewFeedbackResponse> {
  return NewFeedbackResponse.parse(
    await api<unknown>('/client_api/feedbacks/new', {
      query: { object_type: objectType, object_id: objectId },
    }),
  );
}

const newFeedbackQuery = (objectType: FeedbackObjectType, objectId: string) =>
  queryOptions({
    queryKey: feedbackKeys.newForm(objectType, objectId),
    queryFn: () => getNewFeedback(objectType, objectId),
    retry: false,
  });

export const useNewFeedback = (objectType: FeedbackObjectType, objectId: string) =>
  useQuery(newFeedbackQuery(objectType, objectId));
