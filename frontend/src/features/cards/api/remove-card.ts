import { type CardsResponse, CardsResponseSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/session';
import { cardKeys } from './keys';

/** DELETE /client_api/cards/{id} */
async function removeCard(id: string): Promise<CardsResponse> {
  return CardsResponseSchema.parse(
    await api<unknown>(`/client_api/cards/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

export function useRemoveCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCard,
    onSuccess: async (answer) => {
      queryClient.setQueryData(cardKeys.list(), answer);
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
