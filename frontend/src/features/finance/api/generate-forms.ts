import { api } from '@/lib/api-client';
import { useFinanceAction } from './finance-action';

/** POST /finance/tax_years/{year}/forms: draft the year's forms from the ledger. */
const generateForms = (year: number) =>
  api<{ drafted: number; position: number }>(`/finance/tax_years/${String(year)}/forms`, {
    method: 'POST',
  });

export const useGenerateForms = () => useFinanceAction(generateForms);
