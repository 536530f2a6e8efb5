import {
  AvailabilityResponse,
  CommandResult,
  type PatchAvailabilityBody,
} from '@flirtwire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** GET /client_api/availabilities: the Flirt's switches and each listing Online/Offline. */
async function getAvailability(
  options: { signal?: AbortSignal } = {},
): Promise<AvailabilityResponse> {
  return AvailabilityResponse.parse(
    await api<unknown>('/client_api/availabilities', {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const availabilityQuery = queryOptions({
  queryKey: listingKeys.availability(),
  queryFn: ({ signal }) => getAvailability({ signal }),
});

export function useAvailability() {
  return useQuery(availabilityQuery);
}

/** PATCH /client_api/availabilities */
async function setAvailability(body: PatchAvailabilityBody): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>('/client_api/availabilities', { method: 'PATCH', body }),
  );
}

/**
 * The switches as they will be once the save lands: a switch moves when it is pressed, and moves
 * back if the save fails. Online/Offline waits for the server's answer (it follows several rules).
 */
export function withPatch(
  current: AvailabilityResponse,
  body: PatchAvailabilityBody,
): AvailabilityResponse {
  const enabled = new Map((body.listings ?? []).map((listing) => [listing.id, listing.available]));
  return {
    available_for_chat: body.available_for_chat ?? current.available_for_chat,
    available_for_calls: body.available_for_calls ?? current.available_for_calls,
    listings: current.listings.map((listing) => ({
      ...listing,
      enabled: enabled.get(listing.id) ?? listing.enabled,
    })),
  };
}

export function useSetAvailability() {
  const queryClient = useQueryClient();
  const key = listingKeys.availability();
  return useMutation({
    // Named by the screen's key, so the live notices can tell a save is under way.
    mutationKey: key,
    meta: { silent: true },
    mutationFn: setAvailability,
    onMutate: async (body) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<AvailabilityResponse>(key);
      if (previous) queryClient.setQueryData(key, withPatch(previous, body));
      return { previous };
    },
    onError: (_error, _body, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
