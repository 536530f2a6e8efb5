import { type CardsResponse, CardsResponseSchema } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { cardKeys } from './keys';

/** GET /client_api/cards: the cards on file, by brand, last four and expiry. */
async function listCards(options: { signal?: AbortSignal } = {}): Promise<CardsResponse> {
  return CardsResponseSchema.parse(
    await api<unknown>('/client_api/cards', options.signal ? { signal: options.signal } : {}),
  );
}

export const cardsQuery = queryOptions({
  queryKey: cardKeys.list(),
  queryFn: ({ signal }) => listCards({ signal }),
  staleTime: 30_000,
});

export function useCards() {
  return useQuery(cardsQuery);
}
