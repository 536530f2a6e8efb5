import { CommandResult, type MarkPayoutReturnedInput } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutsKeys } from './keys';

/** POST /finance/payouts/:payoutId/return: the payout is reversed and the payee held. */
async function markPayoutReturned(
  payoutId: string,
  body: MarkPayoutReturnedInput,
): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/finance/payouts/${payoutId}/return`, { method: 'POST', body }),
  );
}

export function useMarkPayoutReturned() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ payoutId, body }: { payoutId: string; body: MarkPayoutReturnedInput }) =>
      markPayoutReturned(payoutId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: payoutsKeys.all }),
  });
}
