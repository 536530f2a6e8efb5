import { type SendTipBody, type SendTipResult, SendTipResultSchema } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { idempotencyHeaders, type Intent, useIntentKey } from '@/lib/idempotency';

type TipBody = Partial<SendTipBody> & { amount_text: string };

/** POST /client_api/bonuses: a one-time tip (tribute) to a Flirt, sent with its intent's key. */
async function sendTip(body: TipBody, key: string): Promise<SendTipResult> {
  return SendTipResultSchema.parse(
    await api<unknown>('/client_api/bonuses', {
      method: 'POST',
      body,
      headers: idempotencyHeaders(key),
    }),
  );
}

/** Sends tips for one intent (one opening of the tribute dialog): a double click pays once. */
export function tipSender(intent: Intent): (body: TipBody) => Promise<SendTipResult> {
  return (body) => intent.send(body, (key) => sendTip(body, key));
}

export function useSendTip() {
  const intent = useIntentKey();
  return useMutation({ mutationFn: tipSender(intent), meta: { silent: true } });
}
