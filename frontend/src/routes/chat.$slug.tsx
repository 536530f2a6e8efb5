import { createFileRoute } from '@tanstack/react-router';
import { pickChatPhoto } from '@/app/media/file-pickers';
import { ConversationPage } from '@/features/chat/components/conversation-page';
import { requireUser } from '@/lib/guards';
import { presence, searchSchema } from '@/lib/search-schema';

export const Route = createFileRoute('/chat/$slug')({
  // `?start_chat=true` (My Customers' Go to Chat, a profile's #chat) opens the conversation
  // ready to write: the composer takes the focus.
  validateSearch: searchSchema({ start_chat: presence }),
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: Conversation,
});

function Conversation() {
  const { slug } = Route.useParams();
  const { start_chat: startChat } = Route.useSearch();
  return (
    <ConversationPage
      key={slug}
      slug={slug}
      autoFocus={startChat === true}
      picker={pickChatPhoto}
    />
  );
}
