import { api } from '@/lib/api-client';
import { useFinanceAction } from './finance-action';

/** POST /finance/payees/{id}/tax_id/reveal: the tax id in clear, recorded with who and why. */
const revealTaxId = (input: {
  readonly payeeId: string;
  readonly reason: string;
  readonly formId: string | null;
}) =>
  api<{ tax_id: string | null; erased: boolean }>(
    `/finance/payees/${input.payeeId}/tax_id/reveal`,
    {
      method: 'POST',
      body: { reason: input.reason, ...(input.formId ? { form_id: input.formId } : {}) },
    },
  );

/** Silent: the dialog shows the error at the reason field. */
export const useRevealTaxId = () => useFinanceAction(revealTaxId, { silent: true });
