import type { Jurisdiction, SetThresholdBody } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';
import { useFinanceAction } from './finance-action';

/**
 * PUT /finance/thresholds/{year}/{jurisdiction}. `min_transactions` goes as typed when it is not
 * a whole number, so the API answers with its message for that field.
 */
const setThreshold = (input: {
  readonly year: number;
  readonly jurisdiction: Jurisdiction;
  readonly body: Omit<SetThresholdBody, 'min_transactions'> & {
    readonly min_transactions: number | string;
  };
}) =>
  api<{ position: number }>(`/finance/thresholds/${String(input.year)}/${input.jurisdiction}`, {
    method: 'PUT',
    body: input.body,
  });

/** Silent: the dialog shows the API's messages at their fields. */
export const useSetThreshold = () => useFinanceAction(setThreshold, { silent: true });
