import { CommandResult, type EditMediaItemBody } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** PATCH /fm/client_api/items/{id}: rename (title) or move (album_id). */
export async function editItem(id: string, body: EditMediaItemBody): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>(`/fm/client_api/items/${encodeURIComponent(id)}`, { method: 'PATCH', body }),
  );
}
