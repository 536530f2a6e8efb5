import { TaxFormDetail } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { taxFormKeys } from './keys';

/** "Tax form by id": GET /client_api/tax_forms/{id}. */
async function getTaxForm(
  id: string,
  options: { signal?: AbortSignal } = {},
): Promise<TaxFormDetail> {
  return TaxFormDetail.parse(await api<unknown>(`/client_api/tax_forms/${id}`, options));
}

export const taxFormQuery = (id: string) =>
  queryOptions({
    queryKey: taxFormKeys.detail(id),
    queryFn: ({ signal }) => getTaxForm(id, { signal }),
  });

export function useTaxForm(id: string) {
  return useQuery(taxFormQuery(id));
}

/** Copy B as a PDF for printing (GET /client_api/tax_forms/{id}/pdf, opened by the browser). */
export const taxFormPdfUrl = (id: string) => `/client_api/tax_forms/${id}/pdf`;
