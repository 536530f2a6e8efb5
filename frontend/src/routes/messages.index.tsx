import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { MailboxPage } from '@/features/mail/components/mailbox-page';
import { requireUser } from '@/lib/guards';

export const Route = createFileRoute('/messages/')({
  validateSearch: z.object({
    folder: z.enum(['inbox', 'sent']).catch('inbox').default('inbox'),
    page: z.coerce.number().int().min(1).max(10_000).catch(1).default(1),
  }),
  beforeLoad: ({ context, location }) => requireUser(context, location),
  component: Mailbox,
});

function Mailbox() {
  const { folder, page } = Route.useSearch();
  return <MailboxPage folder={folder} page={page} />;
}
