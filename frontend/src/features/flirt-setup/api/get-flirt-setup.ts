import { type FlirtSetupView, FlirtSetupViewSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flirtSetupKeys } from './keys';

/** GET /client_api/flirt_account_setup: the step to show comes from the server. */
async function getFlirtSetup(signal?: AbortSignal): Promise<FlirtSetupView> {
  return FlirtSetupViewSchema.parse(
    await api<unknown>('/client_api/flirt_account_setup', signal ? { signal } : {}),
  );
}

const flirtSetupQuery = queryOptions({
  queryKey: flirtSetupKeys.wizard(),
  queryFn: ({ signal }) => getFlirtSetup(signal),
  staleTime: 0,
});

export function useFlirtSetup() {
  return useQuery(flirtSetupQuery);
}
