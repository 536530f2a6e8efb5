import { type CountryState, CountryStatesResponseSchema } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutKeys } from './keys';

/** GET /client_api/countries/{id}/states: a country's states (provinces, counties). */
async function getStates(country: string): Promise<readonly CountryState[]> {
  return CountryStatesResponseSchema.parse(
    await api<unknown>(`/client_api/countries/${encodeURIComponent(country)}/states`),
  ).states;
}

export function useStates(country: string) {
  return useQuery({
    queryKey: payoutKeys.states(country),
    queryFn: () => getStates(country),
    enabled: /^[A-Z]{2}$/.test(country),
    staleTime: Infinity,
  });
}
