import { type SendTipBody, type SendTipResult, SendTipResultSchema } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /client_api/bonuses: a one-time tip (tribute) to a Flirt. */
export async function sendTip(
  body: Partial<SendTipBody> & { amount_text: string },
): Promise<SendTipResult> {
  return SendTipResultSchema.parse(
    await api<unknown>('/client_api/bonuses', { method: 'POST', body }),
  );
}

export function useSendTip() {
  return useMutation({ mutationFn: sendTip, meta: { silent: true } });
}
