import { type FinancePayeeRow, FinancePayeesResponse } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

/** GET /finance/tax_years/{year}/payees: the year's payees, thresholds crossed, form status. */
async function getPayees(
  year: number,
  options: { signal?: AbortSignal } = {},
): Promise<FinancePayeeRow[]> {
  const answer = FinancePayeesResponse.parse(
    await api<unknown>(`/finance/tax_years/${String(year)}/payees`, options),
  );
  return answer.rows;
}

export const payeesQuery = (year: number) =>
  queryOptions({
    queryKey: financeKeys.payees(year),
    queryFn: ({ signal }) => getPayees(year, { signal }),
  });

export function usePayees(year: number) {
  return useQuery(payeesQuery(year));
}
