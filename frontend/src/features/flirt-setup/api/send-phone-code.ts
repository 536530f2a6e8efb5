import { type SendPhoneCodeResult, SendPhoneCodeResultSchema } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * POST /client_api/phone/{id}/phone_verifications: texts a code. Outside production the
 * development adapter also answers with the code, so it can be typed in without a phone.
 */
async function sendPhoneCode(phoneId: string): Promise<SendPhoneCodeResult> {
  return SendPhoneCodeResultSchema.parse(
    await api<unknown>(`/client_api/phone/${encodeURIComponent(phoneId)}/phone_verifications`, {
      method: 'POST',
    }),
  );
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: sendPhoneCode, meta: { silent: true } });
}
