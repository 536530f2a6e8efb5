import type { EditMediaItemBody } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { mediaKeys } from '@/components/media/media-api';
import { api } from '@/lib/api-client';

/** PATCH /fm/client_api/items/{id}: rename (title) or move (album_id). */
export function editItem(id: string, body: EditMediaItemBody): Promise<unknown> {
  return api<unknown>(`/fm/client_api/items/${encodeURIComponent(id)}`, { method: 'PATCH', body });
}

/** DELETE /fm/client_api/items/{id} */
export function deleteItem(id: string): Promise<unknown> {
  return api<unknown>(`/fm/client_api/items/${encodeURIComponent(id)}`, { method: 'DELETE' });
}

/** POST /fm/client_api/albums */
export function createAlbum(name: string): Promise<unknown> {
  return api<unknown>('/fm/client_api/albums', { method: 'POST', body: { name } });
}

/** Any file manager change refreshes its folders and files. */
export function useFileCommand<A>(run: (args: A) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mediaKeys.all }),
  });
}
