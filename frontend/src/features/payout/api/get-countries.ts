import { CountriesResponseSchema, type Country } from '@flirtwire/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutKeys } from './keys';

/** GET /client_api/countries: the payout address's countries. */
async function getCountries(): Promise<readonly Country[]> {
  return CountriesResponseSchema.parse(await api<unknown>('/client_api/countries')).countries;
}

export function useCountries() {
  return useQuery({ queryKey: payoutKeys.countries, queryFn: getCountries, staleTime: Infinity });
}
