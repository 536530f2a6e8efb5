import { createFileRoute } from '@tanstack/react-router';
import { mailboxQuery } from '@/features/mail/api/get-mailbox';
import { MailboxPage } from '@/features/mail/components/mailbox-page';
import { requireUser } from '@/lib/guards';
import { integer, oneOf, orElse, searchSchema } from '@/lib/search-schema';

export const Route = createFileRoute('/messages/')({
  validateSearch: searchSchema({
    folder: orElse(oneOf(['inbox', 'sent']), 'inbox'),
    page: orElse(integer({ min: 1, max: 10_000 }), 1),
  }),
  beforeLoad: ({ context, location }) => requireUser(context, location),
  loaderDeps: ({ search }) => ({ folder: search.folder, page: search.page }),
  loader: async ({ context: { queryClient }, deps: { folder, page } }) => {
    // Cached data as it is; a folder that cannot be read shows its error on the page.
    await queryClient
      .query({ ...mailboxQuery(folder, page), staleTime: 'static' })
      .catch(() => undefined);
  },
  component: Mailbox,
});

function Mailbox() {
  const { folder, page } = Route.useSearch();
  return <MailboxPage folder={folder} page={page} />;
}
