import { type PhonesResponse, PhonesResponseSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flirtSetupKeys } from './keys';

/** GET /client_api/phones: my numbers, masked as (###) ### - ####, and which are verified. */
async function listPhones(signal?: AbortSignal): Promise<PhonesResponse> {
  return PhonesResponseSchema.parse(
    await api<unknown>('/client_api/phones', signal ? { signal } : {}),
  );
}

const phonesQuery = queryOptions({
  queryKey: flirtSetupKeys.phones(),
  queryFn: ({ signal }) => listPhones(signal),
  staleTime: 30_000,
});

export function usePhones() {
  return useQuery(phonesQuery);
}
