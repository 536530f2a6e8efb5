import { CustomerPredictionResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** GET /client_api/customers/{login}/prediction: the prediction, its inputs and their events. */
async function getCustomerPrediction(login: string): Promise<CustomerPredictionResponse> {
  return CustomerPredictionResponse.parse(
    await api<unknown>(`/client_api/customers/${encodeURIComponent(login)}/prediction`),
  );
}

const customerPredictionQuery = (login: string) =>
  queryOptions({
    queryKey: [...customerKeys.details(login), 'prediction'] as const,
    queryFn: () => getCustomerPrediction(login),
  });

export const useCustomerPrediction = (login: string) => useQuery(customerPredictionQuery(login));
