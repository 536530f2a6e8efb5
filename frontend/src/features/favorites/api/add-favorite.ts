import { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /client_api/favorite_listings: adds at the end of my list. */
export async function addFavorite(listingId: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>('/client_api/favorite_listings', {
      method: 'POST',
      body: { listing_id: listingId },
    }),
  );
}
