import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, useIntentKey } from '@/lib/idempotency';

const PATH = '/client_api/recurring_tributes/monetary_tributes';

/** POST .../monetary_tributes: a monthly tribute, charged now and every month. */
export async function createTribute(
  body: {
    advisor_id: string;
    rate: string;
    message: string;
  },
  key: string,
): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(PATH, { method: 'POST', body, headers: idempotencyHeaders(key) }),
  );
}

/** PUT .../monetary_tributes/{id}: a new amount or message from the next renewal. */
export async function updateTribute(
  input: {
    id: string;
    rate: string;
    message: string;
  },
  key: string,
): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`${PATH}/${encodeURIComponent(input.id)}`, {
      method: 'PUT',
      body: { rate: input.rate, message: input.message },
      headers: idempotencyHeaders(key),
    }),
  );
}

/** DELETE .../monetary_tributes/{id}: stops at the end of the paid month. */
export async function cancelTribute(id: string, key: string): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`${PATH}/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      headers: idempotencyHeaders(key),
    }),
  );
}

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
