import { type SubscribeResult, SubscribeResultSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const PATH = '/client_api/recurring_tributes/monetary_tributes';

/** POST .../monetary_tributes: a monthly tribute, charged now and every month. */
export async function createTribute(body: {
  advisor_id: string;
  rate: string;
  message: string;
}): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(await api<unknown>(PATH, { method: 'POST', body }));
}

/** PUT .../monetary_tributes/{id}: a new amount or message from the next renewal. */
export async function updateTribute(input: {
  id: string;
  rate: string;
  message: string;
}): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`${PATH}/${encodeURIComponent(input.id)}`, {
      method: 'PUT',
      body: { rate: input.rate, message: input.message },
    }),
  );
}

/** DELETE .../monetary_tributes/{id}: stops at the end of the paid month. */
export async function cancelTribute(id: string): Promise<SubscribeResult> {
  return SubscribeResultSchema.parse(
    await api<unknown>(`${PATH}/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}

/** The subscriptions page lists the monthly tributes: refresh it after any change. */
export function useTributeCommand<T>(command: (input: T) => Promise<SubscribeResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['subscriptions'] }),
  });
}
