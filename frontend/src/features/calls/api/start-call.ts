import { StartCallResponse } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /client_api/listings/{id}/calls: the provider rings the customer and the Flirt. */
export async function startCall(listingId: string, key: string): Promise<StartCallResponse> {
  return StartCallResponse.parse(
    await api<unknown>(`/client_api/listings/${encodeURIComponent(listingId)}/calls`, {
      method: 'POST',
      headers: { 'Idempotency-Key': key },
    }),
  );
}

export function useStartCall(listingId: string) {
  return useMutation({
    // One key per press: a retried request names the same call, a new press a new one.
    mutationFn: () => startCall(listingId, crypto.randomUUID()),
    meta: { silent: true },
  });
}
