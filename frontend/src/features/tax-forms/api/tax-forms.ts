import type { TaxFormDetail, TaxFormListItem } from '@flirtwire/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const taxFormKeys = {
  list: ['tax-forms'] as const,
  detail: (id: string) => ['tax-forms', id] as const,
};

/** The payee's forms (spec 001 §7 "Tax form list"): GET /client_api/tax_forms. */
export const taxFormsQuery = queryOptions({
  queryKey: taxFormKeys.list,
  queryFn: () => api<TaxFormListItem[]>('/client_api/tax_forms'),
});

export function useTaxForms() {
  return useQuery(taxFormsQuery);
}

/** "Tax form by id": GET /client_api/tax_forms/{id}. */
export function useTaxForm(id: string) {
  return useQuery({
    queryKey: taxFormKeys.detail(id),
    queryFn: () => api<TaxFormDetail>(`/client_api/tax_forms/${id}`),
  });
}

/** Copy B as a PDF for printing. */
export const taxFormPdfUrl = (id: string) => `/client_api/tax_forms/${id}/pdf`;
