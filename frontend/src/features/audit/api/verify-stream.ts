import { type StreamVerificationView, StreamVerificationViewSchema } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /audit/streams/:streamId/verification: recompute one stream's hash chain, on request. */
async function verifyStream(streamId: string): Promise<StreamVerificationView> {
  return StreamVerificationViewSchema.parse(
    await api<unknown>(`/audit/streams/${encodeURIComponent(streamId)}/verification`),
  );
}

export function useVerifyStream(streamId: string) {
  return useMutation({ mutationFn: () => verifyStream(streamId) });
}
