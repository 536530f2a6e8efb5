import { LoginsResponse } from '@flirtwire/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';

/** Spec 002: customer autocomplete from 3 characters. */
export const AUTOCOMPLETE_MIN_LENGTH = 3;

/** GET /client_api/customers/logins?login=&includeZeroSpendCustomers= (autocomplete). */
async function getLogins(login: string, includeZero: boolean, signal?: AbortSignal) {
  return LoginsResponse.parse(
    await api<unknown>('/client_api/customers/logins', {
      query: { login, includeZeroSpendCustomers: includeZero ? 'true' : 'false' },
      ...(signal ? { signal } : {}),
    }),
  ).logins;
}

const loginsQuery = (login: string, includeZero: boolean) =>
  queryOptions({
    queryKey: customerKeys.logins(login, includeZero),
    queryFn: ({ signal }) => getLogins(login, includeZero, signal),
    staleTime: 30_000,
    meta: { silent: true },
  });

export function useLogins(login: string, includeZero: boolean) {
  return useQuery({
    ...loginsQuery(login, includeZero),
    enabled: login.length >= AUTOCOMPLETE_MIN_LENGTH,
    placeholderData: keepPreviousData,
  });
}
