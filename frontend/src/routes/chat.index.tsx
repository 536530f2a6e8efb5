import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { ChatListPage } from '@/features/chat/components/chat-list-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/chat/')({
  validateSearch: z.object({ from_browse_page: z.coerce.boolean().optional() }),
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: ChatListPage,
});
