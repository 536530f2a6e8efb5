import { PaymentHistoryResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutsKeys } from './keys';

/** GET /client_api/transactions/payment_history: the signed-in payee's own payouts. */
async function getPaymentHistory(): Promise<PaymentHistoryResponse> {
  return PaymentHistoryResponse.parse(
    await api<unknown>('/client_api/transactions/payment_history'),
  );
}

export const paymentHistoryQuery = queryOptions({
  queryKey: payoutsKeys.history(),
  queryFn: getPaymentHistory,
});

export function usePaymentHistory() {
  return useQuery(paymentHistoryQuery);
}
