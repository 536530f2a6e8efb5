import {
  AvailabilityResponse,
  CommandResult,
  type PatchAvailabilityBody,
} from '@flirtwire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** GET /client_api/availabilities: the Flirt's switches and each listing Online/Offline. */
export async function getAvailability(
  options: { signal?: AbortSignal } = {},
): Promise<AvailabilityResponse> {
  return AvailabilityResponse.parse(
    await api<unknown>('/client_api/availabilities', {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

export const availabilityQuery = queryOptions({
  queryKey: listingKeys.availability(),
  queryFn: ({ signal }) => getAvailability({ signal }),
});

export function useAvailability() {
  return useQuery(availabilityQuery);
}

/** PATCH /client_api/availabilities */
export async function setAvailability(body: PatchAvailabilityBody): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>('/client_api/availabilities', { method: 'PATCH', body }),
  );
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: setAvailability,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
