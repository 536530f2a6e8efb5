import { type AddSiteDollarsBody, SiteDollarsCommandResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { siteDollarKeys } from './keys';

/** POST /client_api/site_dollars: charges the default card and adds the amount. */
export async function addSiteDollars(
  body: AddSiteDollarsBody,
): Promise<SiteDollarsCommandResponse> {
  return SiteDollarsCommandResponse.parse(
    await api<unknown>('/client_api/site_dollars', { method: 'POST', body }),
  );
}

export function useAddSiteDollars() {
  const queryClient = useQueryClient();
  // The form shows the error beside the amount (no snackbar as well).
  return useMutation({
    mutationFn: addSiteDollars,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteDollarKeys.all }),
  });
}
