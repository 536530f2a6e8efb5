import { createFileRoute } from '@tanstack/react-router';
import { MailPage } from '@/features/mail/components/mail-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/messages/$id')({
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: Mail,
});

function Mail() {
  const { id } = Route.useParams();
  return <MailPage id={id} />;
}
