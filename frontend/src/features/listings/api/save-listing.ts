import {
  type CreateListingBody,
  type EditListingBody,
  ListingCommandResponse,
} from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** POST /client_api/listings: a new phone listing (reviewed before it is listed). */
async function createListing(body: CreateListingBody): Promise<ListingCommandResponse> {
  return ListingCommandResponse.parse(
    await api<unknown>('/client_api/listings', { method: 'POST', body }),
  );
}

/** PATCH /client_api/listings/{id}: the owner's edit. */
async function editListing(input: {
  readonly id: string;
  readonly body: EditListingBody;
}): Promise<ListingCommandResponse> {
  return ListingCommandResponse.parse(
    await api<unknown>(`/client_api/listings/${encodeURIComponent(input.id)}`, {
      method: 'PATCH',
      body: input.body,
    }),
  );
}

export function useCreateListing() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: createListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}

export function useEditListing() {
  const queryClient = useQueryClient();
  return useMutation({
    meta: { silent: true },
    mutationFn: editListing,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: listingKeys.all }),
  });
}
