/** Query keys of the goodies feature. */
export const goodyKeys = {
  all: ['goodies'] as const,
  advisor: (login: string, page: number) => [...goodyKeys.all, 'advisor', login, page] as const,
  presence: (login: string) => [...goodyKeys.all, 'presence', login] as const,
  detail: (id: string) => [...goodyKeys.all, 'detail', id] as const,
  manage: (page: number) => [...goodyKeys.all, 'manage', page] as const,
  purchased: (page: number) => [...goodyKeys.all, 'purchased', page] as const,
};
