import { type LeaveFeedbackBody, LeaveFeedbackResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { feedbackKeys } from './keys';

/** POST /client_api/feedbacks: once per transaction, within 7 days. */
async function leaveFeedback(body: LeaveFeedbackBody): Promise<LeaveFeedbackResponse> {
  return LeaveFeedbackResponse.parse(
    await api<unknown>('/client_api/feedbacks', { method: 'POST', body }),
  );
}

export function useLeaveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feedbackKeys.toLeave() }),
  });
}
