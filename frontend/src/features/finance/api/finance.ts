import type { FinanceFormView, FinancePayeeRow, ThresholdView } from '@flirtwire/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const financeKeys = {
  all: ['finance'] as const,
  payees: (year: number) => ['finance', 'payees', year] as const,
  forms: (year: number) => ['finance', 'forms', year] as const,
  thresholds: (year: number) => ['finance', 'thresholds', year] as const,
};

export function usePayees(year: number) {
  return useQuery({
    queryKey: financeKeys.payees(year),
    queryFn: async () =>
      (await api<{ rows: FinancePayeeRow[] }>(`/finance/tax_years/${year}/payees`)).rows,
  });
}

export function useForms(year: number) {
  return useQuery({
    queryKey: financeKeys.forms(year),
    queryFn: async () =>
      (await api<{ forms: FinanceFormView[] }>(`/finance/tax_years/${year}/forms`)).forms,
  });
}

export function useThresholds(year: number) {
  return useQuery({
    queryKey: financeKeys.thresholds(year),
    queryFn: async () =>
      (await api<{ thresholds: ThresholdView[] }>(`/finance/thresholds/${year}`)).thresholds,
  });
}

/** Any finance command, then everything finance shows is read again (after its position). */
export function useFinanceAction<T>(run: (input: T) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: () => client.invalidateQueries({ queryKey: financeKeys.all }),
  });
}

export const generateForms = (year: number) =>
  api<{ drafted: number; position: number }>(`/finance/tax_years/${year}/forms`, {
    method: 'POST',
  });
export const issueForm = (id: string) =>
  api<{ position: number }>(`/finance/tax_forms/${id}/issue`, { method: 'POST' });
export const correctForm = (id: string) =>
  api<{ position: number; form_id: string }>(`/finance/tax_forms/${id}/correct`, {
    method: 'POST',
  });
export const revealTaxId = (payeeId: string, reason: string) =>
  api<{ tax_id: string | null; erased: boolean }>(`/finance/payees/${payeeId}/tax_id/reveal`, {
    method: 'POST',
    body: { reason },
  });
export const exportFiling = (year: number) =>
  api<{
    format: string;
    file_name: string;
    media_type: string;
    content: string;
    report: { valid: boolean; payees: number; errors: string[]; warnings: string[] };
  }>(`/finance/tax_years/${year}/export`);
