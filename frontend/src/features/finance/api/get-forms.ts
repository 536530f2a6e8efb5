import { type FinanceFormView, FinanceFormsResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

/** GET /finance/tax_years/{year}/forms: every form of the year, issued and current figures. */
async function getForms(
  year: number,
  options: { signal?: AbortSignal } = {},
): Promise<FinanceFormView[]> {
  const answer = FinanceFormsResponse.parse(
    await api<unknown>(`/finance/tax_years/${String(year)}/forms`, options),
  );
  return answer.forms;
}

export const formsQuery = (year: number) =>
  queryOptions({
    queryKey: financeKeys.forms(year),
    queryFn: ({ signal }) => getForms(year, { signal }),
  });

export function useForms(year: number) {
  return useQuery(formsQuery(year));
}
