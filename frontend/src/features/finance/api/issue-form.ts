import { api } from '@/lib/api-client';
import { useFinanceAction } from './finance-action';

/** POST /finance/tax_forms/{id}/issue: issue a reviewed draft. */
const issueForm = (id: string) =>
  api<{ position: number }>(`/finance/tax_forms/${id}/issue`, { method: 'POST' });

export const useIssueForm = () => useFinanceAction(issueForm);
