import type { CreditRequestStatus } from '@flirtwire/contracts';

/** Query keys of finance's credit requests (staff credits above a cap), by status. */
export const creditRequestsKeys = {
  all: ['credit-requests'] as const,
  list: (status: CreditRequestStatus) => [...creditRequestsKeys.all, 'list', status] as const,
};
