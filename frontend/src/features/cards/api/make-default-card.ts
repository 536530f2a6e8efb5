import { type CardsResponse, CardsResponseSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/session';
import { cardKeys } from './keys';

/** POST /client_api/cards/{id}/default: recurring charges go to the default card (ToS). */
async function makeDefaultCard(id: string): Promise<CardsResponse> {
  return CardsResponseSchema.parse(
    await api<unknown>(`/client_api/cards/${encodeURIComponent(id)}/default`, { method: 'POST' }),
  );
}

export function useMakeDefaultCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultCard,
    onSuccess: async (answer) => {
      queryClient.setQueryData(cardKeys.list(), answer);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
