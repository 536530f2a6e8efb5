import { type IdVerificationView, IdVerificationViewSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flirtSetupKeys } from './keys';

/** GET /client_api/id_verification: my ID check's status. */
async function getIdVerification(signal?: AbortSignal): Promise<IdVerificationView> {
  return IdVerificationViewSchema.parse(
    await api<unknown>('/client_api/id_verification', signal ? { signal } : {}),
  );
}

const idVerificationQuery = queryOptions({
  queryKey: flirtSetupKeys.idVerification(),
  queryFn: ({ signal }) => getIdVerification(signal),
  staleTime: 0,
});

export function useIdVerification() {
  return useQuery(idVerificationQuery);
}
