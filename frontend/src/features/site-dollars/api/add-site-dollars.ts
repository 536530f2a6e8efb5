import { type AddSiteDollarsBody, SiteDollarsCommandResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, useIntentKey } from '@/lib/idempotency';
import { siteDollarKeys } from './keys';

/** POST /client_api/site_dollars: charges the default card and adds the amount. */
async function addSiteDollars(
  body: AddSiteDollarsBody,
  key: string,
): Promise<SiteDollarsCommandResponse> {
  return SiteDollarsCommandResponse.parse(
    await api<unknown>('/client_api/site_dollars', {
      method: 'POST',
      body,
      headers: idempotencyHeaders(key),
    }),
  );
}

/** Add Money for one showing of its form: a double click or a retry charges the card once. */
export function useAddSiteDollars() {
  const queryClient = useQueryClient();
  const intent = useIntentKey();
  // The form shows the error beside the amount (no snackbar as well).
  return useMutation({
    mutationFn: (body: AddSiteDollarsBody) => intent.send(body, (key) => addSiteDollars(body, key)),
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: siteDollarKeys.all }),
  });
}
