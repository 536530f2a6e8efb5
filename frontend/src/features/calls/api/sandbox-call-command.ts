import { SandboxCallCommandBody, SandboxCallCommandResponse } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getCall } from './get-call';
import { callKeys } from './keys';

/** POST /sandbox-telephony/calls/{token}: what the provider would report (sandbox only). */
async function sandboxCallCommand(
  token: string,
  body: SandboxCallCommandBody,
): Promise<SandboxCallCommandResponse> {
  return SandboxCallCommandResponse.parse(
    await api<unknown>(`/sandbox-telephony/calls/${encodeURIComponent(token)}`, {
      method: 'POST',
      body: SandboxCallCommandBody.parse(body),
    }),
  );
}

export function useSandboxCallCommand(listingId: string, token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SandboxCallCommandBody) => sandboxCallCommand(token, body),
    onSuccess: async (answer) => {
      queryClient.setQueryData(
        callKeys.one(listingId, token),
        await getCall(listingId, token, answer.position),
      );
    },
  });
}
