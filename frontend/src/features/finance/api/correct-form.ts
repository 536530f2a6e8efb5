import { api } from '@/lib/api-client';
import { useFinanceAction } from './finance-action';

/** POST /finance/tax_forms/{id}/correct: a corrected form with the current figures. */
const correctForm = (id: string) =>
  api<{ position: number; form_id: string }>(`/finance/tax_forms/${id}/correct`, {
    method: 'POST',
  });

export const useCorrectForm = () => useFinanceAction(correctForm);
