import '@/styles/marketplace-search.css';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { ChatBrowsePage } from '@/features/chat-browse/components/chat-browse-page';
import { useChatProfileFilter } from '@/features/chat-browse/stores/chat-profile-filter';
import { integer, oneOf, searchSchema } from '@/lib/search-schema';

export const Route = createFileRoute('/chat/browse')({
  validateSearch: searchSchema({
    gender: oneOf(['all', '0', '1', '2']),
    page: integer({ min: 1, max: 10_000 }),
  }),
  component: ChatBrowseRoute,
});

function ChatBrowseRoute() {
  const search = Route.useSearch();
  const stored = useChatProfileFilter((s) => s.gender);
  const navigate = useNavigate({ from: '/chat/browse' });
  return (
    <ChatBrowsePage
      gender={search.gender ?? stored}
      page={search.page ?? 1}
      onChange={(next) => {
        void navigate({
          search: {
            gender: next.gender as 'all' | '0' | '1' | '2',
            ...(next.page > 1 ? { page: next.page } : {}),
          },
        });
      }}
    />
  );
}
