import { CommandResult, type StorefrontProfileResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { storefrontKeys } from './keys';

/** PUT /client_api/advisors/{login}/member_since_visibility: the owner shows or hides the date. */
async function setMemberSinceVisibility(login: string, visible: boolean) {
  return CommandResult.parse(
    await api<unknown>(
      `/client_api/advisors/${encodeURIComponent(login)}/member_since_visibility`,
      { method: 'PUT', body: { visible } },
    ),
  );
}

export function useSetMemberSinceVisibility(login: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visible: boolean) => setMemberSinceVisibility(login, visible),
    onSuccess: (_result, visible) => {
      queryClient.setQueryData<StorefrontProfileResponse>(storefrontKeys.profile(login), (old) =>
        old ? { ...old, show_member_since: visible } : old,
      );
    },
  });
}
