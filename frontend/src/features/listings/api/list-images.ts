import { FileManagerItemsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { listingKeys } from './keys';

/** GET /fm/client_api/items: the Flirt's newest files, of which the ready images can be a listing photo. */
async function listImages(options: { signal?: AbortSignal } = {}) {
  const page = FileManagerItemsResponse.parse(
    await api<unknown>('/fm/client_api/items', {
      query: { per_page: 100 },
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
  return page.items.filter(
    (item) => item.item_type === 'image' && item.encoding_status === 'complete',
  );
}

const imagesQuery = queryOptions({
  queryKey: listingKeys.images(),
  queryFn: ({ signal }) => listImages({ signal }),
});

export function useImages() {
  return useQuery(imagesQuery);
}
