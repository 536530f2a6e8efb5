import { CommandResult } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /fm/client_api/albums */
export async function createAlbum(name: string): Promise<CommandResult> {
  return CommandResult.parse(
    await api<unknown>('/fm/client_api/albums', { method: 'POST', body: { name } }),
  );
}
