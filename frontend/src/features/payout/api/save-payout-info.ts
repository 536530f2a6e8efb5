import {
  type SavePayoutInfoInput,
  type SavePayoutInfoResponse,
  SavePayoutInfoResponseSchema,
} from '@flirtwire/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { payoutKeys } from './keys';

/** POST /client_api/account/payout_info: payment_request, bank_account, user_paxum (spec 002 §7). */
async function savePayoutInfo(body: SavePayoutInfoInput): Promise<SavePayoutInfoResponse> {
  return SavePayoutInfoResponseSchema.parse(
    await api<unknown>('/client_api/account/payout_info', { method: 'POST', body }),
  );
}

export function useSavePayoutInfo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: savePayoutInfo,
    onSuccess: (answer) => client.setQueryData(payoutKeys.info, answer.data),
  });
}
