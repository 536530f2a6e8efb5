import { StartCallResponse } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, useIntentKey } from '@/lib/idempotency';

/** POST /client_api/listings/{id}/calls: the provider rings the customer and the Flirt. */
async function startCall(listingId: string, key: string): Promise<StartCallResponse> {
  return StartCallResponse.parse(
    await api<unknown>(`/client_api/listings/${encodeURIComponent(listingId)}/calls`, {
      method: 'POST',
      headers: idempotencyHeaders(key),
    }),
  );
}

export function useStartCall(listingId: string) {
  // One key per call the person asks for: a double click or a retry after a lost answer names
  // the same call; once the server answered, the next press is a new call.
  const intent = useIntentKey(listingId);
  return useMutation({
    mutationFn: () => intent.send(listingId, (key) => startCall(listingId, key)),
    meta: { silent: true },
  });
}
