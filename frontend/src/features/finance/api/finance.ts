import {
  type FinanceFormView,
  type FinancePayeeRow,
  type Jurisdiction,
  type SetThresholdBody,
  TaxFormTrace,
  type ThresholdView,
} from '@flirtwire/contracts';
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

/**
 * Any finance command, then everything finance shows is read again (the API client makes
 * those reads wait for the command's position, so the issued form or correction shows at once).
 * `silent`: the dialog shows the error at its fields, so no error snackbar as well.
 */
export function useFinanceAction<T, R>(
  run: (input: T) => Promise<R>,
  options: { readonly silent?: boolean } = {},
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    meta: { silent: options.silent === true },
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
export const revealTaxId = (input: {
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

/** GET /finance/tax_forms/{id}/trace, parsed with the contract's schema. */
export async function fetchFormTrace(id: string): Promise<TaxFormTrace> {
  return TaxFormTrace.parse(await api<unknown>(`/finance/tax_forms/${id}/trace`));
}

export function useFormTrace(id: string | null) {
  return useQuery({
    queryKey: ['finance', 'trace', id],
    enabled: id !== null,
    queryFn: () => fetchFormTrace(id ?? ''),
  });
}

/**
 * PUT /finance/thresholds/{year}/{jurisdiction}. `min_transactions` goes as typed when it is not
 * a whole number, so the API answers with its message for that field.
 */
export const setThreshold = (input: {
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

export const exportFiling = (year: number) =>
  api<{
    format: string;
    file_name: string;
    media_type: string;
    content: string;
    report: { valid: boolean; payees: number; errors: string[]; warnings: string[] };
  }>(`/finance/tax_years/${year}/export`);
