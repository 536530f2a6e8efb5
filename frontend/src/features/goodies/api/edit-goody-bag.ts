import { GoodyBagCommandResult, type UpdateGoodyBagBody } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** PATCH /client_api/goody_bags/{id} */
export async function editGoodyBag(
  id: string,
  body: UpdateGoodyBagBody,
): Promise<GoodyBagCommandResult> {
  return GoodyBagCommandResult.parse(
    await api<unknown>(`/client_api/goody_bags/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      body,
    }),
  );
}
