import { GoodyBagCommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /client_api/goody_bags/{id}/publish or /unpublish */
export async function setGoodyBagOnSale(
  id: string,
  onSale: boolean,
): Promise<GoodyBagCommandResult> {
  return GoodyBagCommandResult.parse(
    await api<unknown>(
      `/client_api/goody_bags/${encodeURIComponent(id)}/${onSale ? 'publish' : 'unpublish'}`,
      { method: 'POST' },
    ),
  );
}
