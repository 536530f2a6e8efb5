import { ProfileStatusResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { profileImageKeys } from './keys';

/** GET /client_api/profile_images: my avatar, cover and homepage review states. */
async function getProfileStatus(options: { signal?: AbortSignal } = {}) {
  return ProfileStatusResponse.parse(
    await api<unknown>('/client_api/profile_images', {
      ...(options.signal ? { signal: options.signal } : {}),
    }),
  );
}

const profileStatusQuery = queryOptions({
  queryKey: profileImageKeys.status(),
  queryFn: ({ signal }) => getProfileStatus({ signal }),
});

export function useProfileStatus(enabled = true) {
  return useQuery({ ...profileStatusQuery, enabled });
}
