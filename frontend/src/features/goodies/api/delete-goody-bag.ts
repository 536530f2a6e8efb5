import { GoodyBagCommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** DELETE /client_api/goody_bags/{id} */
export async function deleteGoodyBag(id: string): Promise<GoodyBagCommandResult> {
  return GoodyBagCommandResult.parse(
    await api<unknown>(`/client_api/goody_bags/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
