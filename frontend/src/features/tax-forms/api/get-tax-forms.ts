import { TaxFormList } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taxFormKeys } from './keys';

/** The payee's forms (spec 001 §7 "Tax form list"): GET /client_api/tax_forms. */
async function getTaxForms(options: { signal?: AbortSignal } = {}): Promise<TaxFormList> {
  return TaxFormList.parse(await api<unknown>('/client_api/tax_forms', options));
}

export const taxFormsQuery = queryOptions({
  queryKey: taxFormKeys.list,
  queryFn: ({ signal }) => getTaxForms({ signal }),
});

export function useTaxForms() {
  return useQuery(taxFormsQuery);
}
