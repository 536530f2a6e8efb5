import {
  type CardsResponse,
  CardsResponseSchema,
  type SandboxTokenizeBody,
  SandboxTokenResponseSchema,
} from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { currentUserQuery } from '@/lib/session';
import { cardKeys } from './keys';

type CardForm = Pick<SandboxTokenizeBody, 'number' | 'exp_month' | 'exp_year' | 'cvc'> & {
  readonly billing_zip?: string;
};

/**
 * Puts a card on file in two steps: the number goes to the processor's tokenizer
 * (POST /sandbox-gateway/tokens, never our API), then only its token to POST /client_api/cards.
 */
async function addCard(card: CardForm): Promise<AddedCard> {
  const token = SandboxTokenResponseSchema.parse(
    await api<unknown>('/sandbox-gateway/tokens', { method: 'POST', body: card }),
  );
  const answer = CardsResponseSchema.parse(
    await api<unknown>('/client_api/cards', { method: 'POST', body: { token: token.token } }),
  );
  const added = [...answer.cards]
    .reverse()
    .find(
      (row) =>
        row.last_four === token.card.last4 &&
        row.exp_month === token.card.exp_month &&
        row.exp_year === token.card.exp_year,
    );
  return { ...answer, addedId: added?.id ?? null };
}

/** The cards after the addition, and which of them was just added (when it can be told). */
export interface AddedCard extends CardsResponse {
  readonly addedId: string | null;
}

export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addCard,
    // The form shows field errors itself.
    meta: { silent: true },
    onSuccess: async (answer) => {
      queryClient.setQueryData(cardKeys.list(), { cards: answer.cards });
      await queryClient.invalidateQueries({ queryKey: currentUserQuery.queryKey });
    },
  });
}
