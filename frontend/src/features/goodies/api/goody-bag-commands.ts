import {
  type CreateGoodyBagBody,
  GoodyBagCommandResult,
  GoodyBagPurchaseResult,
  type UpdateGoodyBagBody,
} from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders } from '@/lib/idempotency';
import { goodyKeys } from './keys';

const bagPath = (id: string) => `/client_api/goody_bags/${encodeURIComponent(id)}`;

/** POST /client_api/goody_bags: compose a bag (a draft unless `publish`). */
export async function createGoodyBag(
  body: Partial<CreateGoodyBagBody> & Pick<CreateGoodyBagBody, 'title'>,
): Promise<GoodyBagCommandResult> {
  return GoodyBagCommandResult.parse(
    await api<unknown>('/client_api/goody_bags', { method: 'POST', body }),
  );
}

/** PATCH /client_api/goody_bags/{id} */
export async function editGoodyBag(
  id: string,
  body: UpdateGoodyBagBody,
): Promise<GoodyBagCommandResult> {
  return GoodyBagCommandResult.parse(await api<unknown>(bagPath(id), { method: 'PATCH', body }));
}

/** POST /client_api/goody_bags/{id}/publish or /unpublish */
export async function setGoodyBagOnSale(
  id: string,
  onSale: boolean,
): Promise<GoodyBagCommandResult> {
  return GoodyBagCommandResult.parse(
    await api<unknown>(`${bagPath(id)}/${onSale ? 'publish' : 'unpublish'}`, { method: 'POST' }),
  );
}

/** DELETE /client_api/goody_bags/{id} */
export async function deleteGoodyBag(id: string): Promise<GoodyBagCommandResult> {
  return GoodyBagCommandResult.parse(await api<unknown>(bagPath(id), { method: 'DELETE' }));
}

/**
 * POST /client_api/goody_bags/{id}/purchase: charged to the default card, once per buyer; sent
 * with the buy dialog's key (see useIntentKey).
 */
export async function purchaseGoodyBag(id: string, key: string): Promise<GoodyBagPurchaseResult> {
  return GoodyBagPurchaseResult.parse(
    await api<unknown>(`${bagPath(id)}/purchase`, {
      method: 'POST',
      headers: idempotencyHeaders(key),
    }),
  );
}

/** A goody command that refreshes every goody list and bag once it answers. */
export function useGoodyCommand<A, R>(command: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: command,
    meta: { silent: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: goodyKeys.all }),
  });
}
