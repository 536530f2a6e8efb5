import { createFileRoute } from '@tanstack/react-router';
import { mailQuery } from '@/features/mail/api/get-mail';
import { MailPage } from '@/features/mail/components/mail-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/messages/$id')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  loader: async ({ context: { queryClient }, params: { id } }) => {
    // Cached data as it is; a mail that cannot be read shows its error on the page.
    await queryClient.query({ ...mailQuery(id), staleTime: 'static' }).catch(() => undefined);
  },
  component: Mail,
});

function Mail() {
  const { id } = Route.useParams();
  return <MailPage id={id} />;
}
