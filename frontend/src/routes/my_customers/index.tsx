import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CustomersPage, type SearchUpdate } from '@/features/customers/components/customers-page';
import { CustomersSearch } from '@/features/customers/lib/customers-search';

export const Route = createFileRoute('/my_customers/')({
  validateSearch: CustomersSearch,
  component: MyCustomersSearch,
});

function MyCustomersSearch() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/my_customers/' });
  const onSearch = useCallback(
    (update: SearchUpdate, options: { replace?: boolean } = {}) => {
      void navigate({
        search: (previous) => ({ ...previous, ...update }),
        replace: options.replace ?? false,
      });
    },
    [navigate],
  );
  const onOpenCustomer = useCallback(
    (login: string) => {
      void navigate({ to: '/my_customers/user/$login/$tab', params: { login, tab: 'overview' } });
    },
    [navigate],
  );
  return <CustomersPage search={search} onSearch={onSearch} onOpenCustomer={onOpenCustomer} />;
}
