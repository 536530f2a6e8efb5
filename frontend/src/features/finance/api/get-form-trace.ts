import { TaxFormTrace } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { financeKeys } from './keys';

/** GET /finance/tax_forms/{id}/trace: the events behind every box of a form. */
async function getFormTrace(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<TaxFormTrace> {
  return TaxFormTrace.parse(await api<unknown>(`/finance/tax_forms/${id}/trace`, options));
}

const formTraceQuery = (id: string | null) =>
  queryOptions({
    queryKey: financeKeys.trace(id),
    enabled: id !== null,
    queryFn: ({ signal }) => getFormTrace(id ?? '', { signal }),
  });

export function useFormTrace(id: string | null) {
  return useQuery(formTraceQuery(id));
}
