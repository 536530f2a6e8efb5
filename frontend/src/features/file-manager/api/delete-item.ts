import { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** DELETE /fm/client_api/items/{id} */
export async function deleteItem(id: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/fm/client_api/items/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  );
}
