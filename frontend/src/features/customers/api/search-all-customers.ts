import { CustomerSearchAllResponse, type CustomerFiltersInput } from '@flirtwire/contracts';
import { api } from '@/lib/api-client';

/** POST /client_api/customers/search_all: every matching customer's id (select-all). */
export async function searchAllCustomers(
  filters: CustomerFiltersInput,
): Promise<CustomerSearchAllResponse> {
  return CustomerSearchAllResponse.parse(
    await api<unknown>('/client_api/customers/search_all', { method: 'POST', body: { filters } }),
  );
}
