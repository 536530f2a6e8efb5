import { AddPhoneResultSchema } from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { flirtSetupKeys } from './keys';

/** POST /client_api/phone: a US or Canadian number (the server checks it). */
async function addPhone(phoneNumber: string) {
  return AddPhoneResultSchema.parse(
    await api<unknown>('/client_api/phone', {
      method: 'POST',
      body: { phone_number: phoneNumber },
    }),
  ).phone;
}

export function useAddPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addPhone,
    meta: { silent: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: flirtSetupKeys.phones() }),
  });
}
