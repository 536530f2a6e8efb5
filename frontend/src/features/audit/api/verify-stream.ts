import type { StreamVerificationView } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** GET /audit/streams/:streamId/verification: recompute one stream's hash chain, on request. */
export function verifyStream(streamId: string): Promise<StreamVerificationView> {
  return api<StreamVerificationView>(`/audit/streams/${encodeURIComponent(streamId)}/verification`);
}

export function useVerifyStream(streamId: string) {
  return useMutation({ mutationFn: () => verifyStream(streamId) });
}
