import { type SubscribeResult } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntentKey } from '@/lib/idempotency';

/**
 * The subscriptions page lists the monthly tributes: refresh it after any change. Each command
 * goes with its intent's key (one per opening of the dialog): a double click charges once.
 */
export function useTributeCommand<T>(command: (input: T, key: string) => Promise<SubscribeResult>) {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  return useMutation({
    mutationFn: (input: T) => intent.send(input, (key) => command(input, key)),
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
  });
}
