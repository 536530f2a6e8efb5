import { type CreateGoodyBagBody, GoodyBagCommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /client_api/goody_bags: compose a bag (a draft unless `publish`). */
export async function createGoodyBag(
  body: Partial<CreateGoodyBagBody> & Pick<CreateGoodyBagBody, 'title'>,
): Promise<GoodyBagCommandResult> {
  return GoodyBagCommandResult.parse(
    await api<unknown>('/client_api/goody_bags', { method: 'POST', body }),
  );
}
