import { createFileRoute } from '@tanstack/react-router';
import { ChatListPage } from '@/features/chat/components/chat-list-page';
import { requireUser } from '@/lib/guards';
import { presence, searchSchema } from '@/lib/search-schema';

export const Route = createFileRoute('/chat/')({
  validateSearch: searchSchema({ from_browse_page: presence }),
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: ChatListPage,
});
