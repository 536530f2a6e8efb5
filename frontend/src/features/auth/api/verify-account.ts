import { type VerifyAccountResult, VerifyAccountResultSchema } from '@flirtwire/contracts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /client_api/verify_account: last 8 card digits, or last 5 of the SSN/EIN. */
async function verifyAccount(body: {
  id: string;
  type: 'card' | 'payer_id';
  data: string;
}): Promise<VerifyAccountResult> {
  return VerifyAccountResultSchema.parse(
    await api<unknown>('/client_api/verify_account', { method: 'POST', body }),
  );
}

export function useVerifyAccount() {
  return useMutation({ mutationFn: verifyAccount, meta: { silent: true } });
}
