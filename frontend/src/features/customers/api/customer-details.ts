import {
  CustomerOverviewResponse,
  FeedbackResponse,
  HistoryResponse,
  OffersResponse,
} from '@flirtwire/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { customerKeys } from './keys';
import { refreshCustomers } from './refresh';

const base = (login: string) => `/client_api/customers/${encodeURIComponent(login)}`;

/** GET /client_api/customers/{login}/overview: the row, note, subscriptions, chat allowed. */
export async function getCustomerOverview(login: string): Promise<CustomerOverviewResponse> {
  return CustomerOverviewResponse.parse(await api<unknown>(`${base(login)}/overview`));
}

/** GET /client_api/customers/{login}/details_offers */
export async function getCustomerOffers(login: string): Promise<OffersResponse> {
  return OffersResponse.parse(await api<unknown>(`${base(login)}/details_offers`));
}

/** GET /client_api/customers/{login}/feedback */
export async function getCustomerFeedback(login: string): Promise<FeedbackResponse> {
  return FeedbackResponse.parse(await api<unknown>(`${base(login)}/feedback`));
}

/** GET /client_api/customers/{login}/details_history (16 months). */
export async function getCustomerHistory(login: string, page: number): Promise<HistoryResponse> {
  return HistoryResponse.parse(
    await api<unknown>(`${base(login)}/details_history`, { query: { page, per_page: 100 } }),
  );
}

export const customerOverviewQuery = (login: string) =>
  queryOptions({
    queryKey: [...customerKeys.details(login), 'overview'] as const,
    queryFn: () => getCustomerOverview(login),
  });

export const customerOffersQuery = (login: string) =>
  queryOptions({
    queryKey: [...customerKeys.details(login), 'offers'] as const,
    queryFn: () => getCustomerOffers(login),
  });

export const customerFeedbackQuery = (login: string) =>
  queryOptions({
    queryKey: [...customerKeys.details(login), 'feedback'] as const,
    queryFn: () => getCustomerFeedback(login),
  });

export const customerHistoryQuery = (login: string, page: number) =>
  queryOptions({
    queryKey: [...customerKeys.details(login), 'history', page] as const,
    queryFn: () => getCustomerHistory(login, page),
  });

export const useCustomerOverview = (login: string) => useQuery(customerOverviewQuery(login));
export const useCustomerOffers = (login: string) => useQuery(customerOffersQuery(login));
export const useCustomerFeedback = (login: string) => useQuery(customerFeedbackQuery(login));
export const useCustomerHistory = (login: string, page: number) =>
  useQuery(customerHistoryQuery(login, page));

/** PATCH /client_api/customers/{login}: the Flirt's note on this customer. */
export function setNote(body: { login: string; seekerId: string; note: string }): Promise<unknown> {
  return api(base(body.login), { method: 'PATCH', body });
}

export function useSetNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNote,
    onSuccess: () => refreshCustomers(queryClient),
  });
}
