import type {
  Country,
  CountryState,
  PayoutInfoView,
  SavePayoutInfoInput,
} from '@flirtwire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const payoutKeys = {
  info: ['payout', 'info'] as const,
  countries: ['payout', 'countries'] as const,
  states: (country: string) => ['payout', 'states', country] as const,
};

/** GET /client_api/account/payout_info (404 payout_disabled when PAYOUT_21803 is off). */
export const payoutInfoQuery = queryOptions({
  queryKey: payoutKeys.info,
  queryFn: async () =>
    (await api<{ data: PayoutInfoView }>('/client_api/account/payout_info')).data,
});

export function usePayoutInfo() {
  return useQuery(payoutInfoQuery);
}

export function useCountries() {
  return useQuery({
    queryKey: payoutKeys.countries,
    queryFn: async () => (await api<{ countries: Country[] }>('/client_api/countries')).countries,
    staleTime: Infinity,
  });
}

export function useStates(country: string) {
  return useQuery({
    queryKey: payoutKeys.states(country),
    queryFn: async () =>
      (await api<{ states: CountryState[] }>(`/client_api/countries/${country}/states`)).states,
    enabled: /^[A-Z]{2}$/.test(country),
    staleTime: Infinity,
  });
}

/** The payout save: payment_request, bank_account, user_paxum (spec 002 §7). */
export function useSavePayoutInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SavePayoutInfoInput) =>
      api<{ data: PayoutInfoView; notice: string }>('/client_api/account/payout_info', {
        method: 'POST',
        body,
      }),
    onSuccess: (answer) => client.setQueryData(payoutKeys.info, answer.data),
  });
}
