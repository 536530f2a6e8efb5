import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { EventsBrowser } from '@/features/audit/components/events-browser';
import { EventsSearch } from '@/features/audit/lib/browse-search';

export const Route = createFileRoute('/audit/console/')({
  validateSearch: EventsSearch,
  component: AuditEvents,
});

function AuditEvents() {
  const search = Route.useSearch();
  const navigate = useNavigate({ from: '/audit/console/' });
  const onSearch = useCallback(
    (next: EventsSearch) => {
      void navigate({ search: next });
    },
    [navigate],
  );
  return <EventsBrowser search={search} onSearch={onSearch} />;
}
