import { FeedbackResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /client_api/customers/{login}/feedback */
async function getCustomerFeedback(login: string): Promise<FeedbackResponse> {
  return FeedbackResponse.parse(
    await api<unknown>(`/client_api/customers/${encodeURIComponent(login)}/feedback`),
  );
}

export const customerFeedbackQuery = (login: string) =>
  queryOptions({
    queryKey: [...customerKeys.details(login), 'feedback'] as const,
    queryFn: () => getCustomerFeedback(login),
  });

export const useCustomerFeedback = (login: string) => useQuery(customerFeedbackQuery(login));
